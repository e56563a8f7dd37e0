// Calling a lead server action the way the browser does, shared by the e2e specs and the bench.
// Plain erasable TypeScript with node: imports only, so Node runs it as it is (tests/bench/leads.ts).
import { readFileSync } from "node:fs";
import { join } from "node:path";

export type ActionResult =
  | { ok: true }
  | {
      ok: false;
      toast: string;
      message?: string;
      fieldErrors?: Record<string, string>;
      retryAfterSeconds?: number;
    };

type ActionManifest = { node: Record<string, { filename: string; exportedName: string }> };

/** Each build's manifest, read once: a load test asks for the same id a thousand times. */
const manifests = new Map<string, ActionManifest>();

/**
 * The id Next gave a server action in the current build (.next/server/server-reference-manifest.json, or
 * the build folder NEXT_DIST_DIR names, as for the server).
 */
export function serverActionId(
  exportedName: string,
  filename = "lib/leads/actions.ts",
  distDir = process.env.NEXT_DIST_DIR || ".next",
): string {
  const file = join(process.cwd(), distDir, "server/server-reference-manifest.json");
  let manifest = manifests.get(file);
  if (!manifest) {
    manifest = JSON.parse(readFileSync(file, "utf8")) as ActionManifest;
    manifests.set(file, manifest);
  }
  const entry = Object.entries(manifest.node).find(
    ([, action]) => action.filename === filename && action.exportedName === exportedName,
  );
  if (!entry) throw new Error(`no server action ${exportedName} in the build; is a page using it?`);
  return entry[0];
}

/** React's reply encoding: a string that starts with "$" is sent with one more "$" in front. */
function encodeReplyValue(value: unknown): unknown {
  if (typeof value === "string") return value.startsWith("$") ? `$${value}` : value;
  if (Array.isArray(value)) return value.map(encodeReplyValue);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encodeReplyValue(v)]));
  }
  return value;
}

/** Headers and body of the POST a browser sends for one action call, from `address` (X-Forwarded-For). */
export function actionRequest(
  origin: string,
  exportedName: string,
  payload: unknown,
  address: string,
  filename?: string,
): { headers: Record<string, string>; body: string } {
  return {
    headers: {
      "next-action": serverActionId(exportedName, filename),
      "content-type": "text/plain;charset=UTF-8",
      accept: "text/x-component",
      origin,
      "x-forwarded-for": address,
    },
    body: JSON.stringify([encodeReplyValue(payload)]),
  };
}

/** The action's return value from the RSC response stream (its "1:" row). */
export function actionResult(body: string): ActionResult | undefined {
  const line = body.split("\n").find((l) => l.startsWith("1:"));
  return line ? (JSON.parse(line.slice(2)) as ActionResult) : undefined;
}
