import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import pg from "pg";
import { afterAll, inject } from "vitest";
import { DEFAULT_RATE_LIMITS, type RateLimitConfig } from "../../local/supabase/auth/rate-limits.ts";
import { type LocalStack, type StartOptions, startLocalStack } from "../../local/supabase/stack.ts";
import { privateDatabase, QUICK_START } from "./private-database.ts";

export { freePort } from "../../local/supabase/stack.ts";

/** A bound, not a wait: a first start applies every migration and the sample data, slow on a busy machine. */
export const STACK_TIMEOUT = 180_000;

/**
 * Budgets no suite reaches: every test signs its accounts up and in from 127.0.0.1. The security tests
 * pass the real ones (`auth: { rateLimits: ... }`).
 */
export const UNREACHED_RATE_LIMITS = Object.fromEntries(
  Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, 100_000]),
) as unknown as RateLimitConfig;

export interface TestEnv {
  dataDir: string;
  /** Superuser URL of this file's own database when running against PostgreSQL, else undefined. */
  dbUrl: string | undefined;
  start(options?: StartOptions): Promise<LocalStack>;
  cleanup(): Promise<void>;
}

/**
 * A private data folder (and, with SUPABASE_LOCAL_DB_URL, a private database on that server) so each
 * test file runs its own stack on free ports, in parallel with anything on the default ports. It holds a
 * copy of the migrated stack the suite made once (./stack-template.ts), as after a stop; `fresh` leaves
 * it empty, for the tests of a first start.
 */
export async function createTestEnv({ fresh = false } = {}): Promise<TestEnv> {
  const dataDir = mkdtempSync(join(tmpdir(), "supabase-local-test-"));
  const template = fresh ? undefined : inject("stackTemplate");
  if (template) cpSync(template.dataDir, dataDir, { recursive: true });
  const database = await privateDatabase("test", { template: template?.database || undefined });
  const stacks: LocalStack[] = [];
  return {
    dataDir,
    dbUrl: database?.url,
    async start(options = {}) {
      const stack = await startLocalStack({
        dataDir,
        dbUrl: database?.url ?? "",
        ...QUICK_START,
        ...options,
        auth: { rateLimits: UNREACHED_RATE_LIMITS, ...options.auth },
      });
      stacks.push(stack);
      return stack;
    },
    async cleanup() {
      for (const stack of stacks) await stack.stop();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function client(stack: LocalStack, key = stack.anonKey): SupabaseClient {
  return createClient(stack.apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

export async function sql<T extends pg.QueryResultRow = Record<string, unknown>>(
  stack: LocalStack,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const c = new pg.Client({ connectionString: stack.dbUrl });
  await c.connect();
  try {
    return (await c.query<T>(text, params)).rows;
  } finally {
    await c.end();
  }
}

let counter = 0;
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@example.com`;
}

/** A confirmed, signed-in user with the admin role: the staff member most tests act as. */
export async function confirmedAdmin(stack: LocalStack): ReturnType<typeof confirmedUser> {
  const user = await confirmedUser(stack);
  await sql(stack, "insert into public.user_roles (user_id, role) values ($1, 'admin')", [user.userId]);
  return user;
}

/** Signs up, follows the confirmation link from the outbox, and signs in. */
export async function confirmedUser(
  stack: LocalStack,
  data: Record<string, string> = {},
): Promise<{ email: string; password: string; client: SupabaseClient; userId: string }> {
  const email = uniqueEmail();
  const password = "correct-horse-7";
  const sb = client(stack);
  const { error } = await sb.auth.signUp({ email, password, options: { data } });
  if (error) throw error;
  const mail = stack.outbox().findLast((m) => m.to === email);
  if (!mail?.link) throw new Error(`no confirmation mail for ${email}`);
  const res = await fetch(mail.link, { redirect: "manual" });
  await res.body?.cancel();
  const signIn = await sb.auth.signInWithPassword({ email, password });
  if (signIn.error || !signIn.data.user) throw signIn.error ?? new Error("sign in failed");
  return { email, password, client: sb, userId: signIn.data.user.id };
}

export type SignedInUser = Awaited<ReturnType<typeof confirmedUser>>;

/**
 * A stack of the file's own with two admins, Ann and Bob, who open and save the same rows: the setting of
 * every test of edits that carry the version they started from. Awaited at the top of the test file; the
 * stack stops after the file's last test.
 */
export async function stackWithTwoAdmins(): Promise<{
  stack: LocalStack;
  ann: SignedInUser;
  bob: SignedInUser;
}> {
  const env = await createTestEnv();
  afterAll(() => env.cleanup(), STACK_TIMEOUT);
  const stack = await env.start();
  return { stack, ann: await confirmedAdmin(stack), bob: await confirmedAdmin(stack) };
}

export type VersionStamp = { version: number; updated_by: string | null; updated_at: string };

/** A row's version, who saved it last and when, read past every policy. */
export async function versionStampOf(stack: LocalStack, table: string, id: string): Promise<VersionStamp> {
  const [row] = await sql<VersionStamp>(
    stack,
    `select version, updated_by, updated_at from public.${table} where id = $1`,
    [id],
  );
  if (!row) throw new Error(`no ${table} row ${id}`);
  return row;
}
