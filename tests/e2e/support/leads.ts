import type { ChildProcess } from "node:child_process";
import type { APIRequestContext } from "@playwright/test";
import { createClient } from "@supabase/supabase-js";
import { ensureLocalKeys } from "../../../local/supabase/keys.mjs";
import { freePort, spawnTethered } from "../../../local/supabase/processes.ts";

import { type ActionResult, actionRequest, actionResult } from "./server-action.ts";

export { serverActionId } from "./server-action.ts";
export { STAFF_INBOX } from "./staff-inbox.ts";

/** Helpers for the lead and account specs: the local stack as staff see it, and the server's endpoints. */

export const keys = await ensureLocalKeys();

/** A service-role client: reads what the forms stored, past row level security. */
export const db = createClient(keys.apiUrl, keys.serviceRoleKey, {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
});

export async function rowsByEmail(table: string, email: string): Promise<Record<string, unknown>[]> {
  const { data, error } = await db.from(table).select("*").eq("email", email);
  if (error) throw new Error(`reading ${table}: ${error.code} ${error.message}`);
  return data ?? [];
}

export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A made-up client address, so each test has its own rate-limit window on the shared server. */
export function uniqueAddress(): string {
  const part = () => Math.floor(Math.random() * 250) + 1;
  return `10.${part()}.${part()}.${part()}`;
}

export interface OutboxMail {
  to: string;
  subject: string;
  type: string;
  link: string;
  text: string;
}

export async function outboxFor(email: string): Promise<OutboxMail[]> {
  const response = await fetch(`${keys.apiUrl}/_local/outbox?to=${encodeURIComponent(email)}`, {
    headers: { apikey: keys.serviceRoleKey },
  });
  if (!response.ok) throw new Error(`outbox: ${response.status}`);
  const body = (await response.json()) as OutboxMail[] | { mails: OutboxMail[] };
  return Array.isArray(body) ? body : body.mails;
}

/**
 * Calls a lead server action the way the browser does (POST to the page with the Next-Action header),
 * with any payload, and returns the action's result from the response stream.
 */
export async function callAction(
  request: APIRequestContext,
  page: string,
  exportedName: string,
  payload: unknown,
  address = uniqueAddress(),
  filename?: string,
): Promise<{ status: number; result: ActionResult | undefined; body: string }> {
  const origin = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
  const { headers, body: data } = actionRequest(origin, exportedName, payload, address, filename);
  const response = await request.post(page, { headers, data });
  const body = await response.text();
  return { status: response.status(), result: actionResult(body), body };
}

export interface UnreachableBackendServer {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * A second `next start` of the same build whose server reaches Supabase at an address where nothing
 * listens (SUPABASE_INTERNAL_URL), so every insert fails as it would with the backend down, while the
 * shared stack keeps serving the other tests.
 */
export async function startServerWithUnreachableBackend(): Promise<UnreachableBackendServer> {
  const [port, deadPort] = await Promise.all([freePort(), freePort()]);
  // Tethered to this test worker: it cannot outlive the run, however the worker ends.
  const child: ChildProcess = spawnTethered(
    process.execPath,
    ["node_modules/next/dist/bin/next", "start", "--port", String(port), "--hostname", "127.0.0.1"],
    {
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: "1",
        NEXT_PUBLIC_SUPABASE_URL: keys.apiUrl,
        NEXT_PUBLIC_SUPABASE_ANON_KEY: keys.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
        SUPABASE_INTERNAL_URL: `http://127.0.0.1:${deadPort}`,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`second server exited: ${output}`);
    try {
      if ((await fetch(baseURL)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Error(`second server did not start: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseURL,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
