import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { malformedCalls } from "../../tests/security/action-corpus.ts";
import { refuseMalformedAction } from "./server-action-guard.ts";

// Every body of the corpus is either refused by the guard with a 4xx or decoded by React's own decoder
// (what Next runs next) without an error: nothing in between reaches Next to fail with a 500.

const SITE = "http://site.example";
const VALID = { email: "someone@example.com" };

/** React's decoder over the bodies, in one child process (it loads only under the react-server condition). */
function decoderOutcomes(bodies: { body: Uint8Array; contentType: string | null }[]): string[] {
  const input = bodies
    .map(({ body, contentType }) =>
      JSON.stringify({ body: Buffer.from(body).toString("base64"), contentType }),
    )
    .join("\n");
  const run = spawnSync(
    process.execPath,
    ["--conditions=react-server", join(process.cwd(), "tests/security/reply-decoder.mjs")],
    { input: `${input}\n`, encoding: "utf8", timeout: 120_000 },
  );
  if (run.status !== 0) throw new Error(`the decoder did not run: ${run.stderr}`);
  return run.stdout
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as string);
}

describe("the server action guard over a corpus of malformed bodies", () => {
  it("refuses with a 4xx whatever React's decoder would fail on, and lets a well-formed call through", async () => {
    const calls = malformedCalls(VALID);
    expect(calls.length).toBeGreaterThan(150);
    const passed: typeof calls = [];
    for (const call of calls) {
      const request = new Request(`${SITE}/contact`, {
        method: "POST",
        body: call.body,
        headers: {
          ...(call.fetchAction && { "next-action": "0123abcd" }),
          ...(call.contentType !== null && { "content-type": call.contentType }),
          origin: SITE,
          host: "site.example",
          ...call.extraHeaders,
        },
      });
      if (call.contentType === null) request.headers.delete("content-type");
      const refusal = await refuseMalformedAction(request);
      if (refusal) expect(refusal.status, call.name).toBeGreaterThanOrEqual(400);
      if (refusal) expect(refusal.status, call.name).toBeLessThan(500);
      // Next never decodes a form-encoded body, and a form post without script goes to decodeAction.
      const decoded = call.fetchAction && call.contentType !== "application/x-www-form-urlencoded";
      if (!refusal && decoded) passed.push(call);
    }
    const outcomes = decoderOutcomes([
      ...passed,
      { body: new TextEncoder().encode(JSON.stringify([VALID])), contentType: "text/plain;charset=UTF-8" },
    ]);
    const failures = passed
      .map((call, index) => ({ call: call.name, outcome: outcomes[index] }))
      .filter(({ outcome }) => outcome !== "ok");
    expect(failures).toEqual([]);
    expect(outcomes.at(-1)).toBe("ok");
  }, 180_000);
});
