// `npm run admin:sample-data`: how a hosted project gets the sample data on request. It refuses a
// workspace that already has rows and fills an empty one.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalStack } from "../local/stack.ts";
import { createTestEnv, STACK_TIMEOUT, sql, type TestEnv } from "./helpers.ts";

const CLI = fileURLToPath(new URL("../local/cli.ts", import.meta.url));
const WORKSPACE_ROOTS = ["clients", "services", "team_members", "servers"];

let env: TestEnv;
let stack: LocalStack;

beforeAll(async () => {
  env = await createTestEnv();
  stack = await env.start();
}, STACK_TIMEOUT);

afterAll(async () => {
  await env?.cleanup();
}, STACK_TIMEOUT);

/** Runs the command as a child process; asynchronously, since PGlite is served from this process. */
function loadSampleData(): Promise<{ status: number | null; stderr: string }> {
  const child = spawn(process.execPath, [CLI, "admin:sample-data", "--db-url", stack.dbUrl], {
    env: { ...process.env, SUPABASE_LOCAL_DATA_DIR: env.dataDir },
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  const timer = setTimeout(() => child.kill(), 60_000);
  return new Promise((resolve) =>
    child.on("close", (status) => {
      clearTimeout(timer);
      resolve({ status, stderr });
    }),
  );
}

async function counts() {
  const rows = await sql<{ n: number }>(
    stack,
    WORKSPACE_ROOTS.map((t) => `select count(*)::int as n from public.${t}`).join(" union all "),
  );
  return rows.map((r) => r.n);
}

describe("npm run admin:sample-data", { timeout: 90_000 }, () => {
  it("refuses a workspace that has rows, and changes nothing", async () => {
    const before = await counts();
    const run = await loadSampleData();
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/already has data/);
    expect(await counts()).toEqual(before);
  });

  it("fills an empty workspace with the same sample data the local seed has", async () => {
    const seeded = await counts();
    await sql(stack, `truncate ${WORKSPACE_ROOTS.map((t) => `public.${t}`).join(", ")} cascade`);
    expect(await counts()).toEqual([0, 0, 0, 0]);
    const run = await loadSampleData();
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(await counts()).toEqual(seeded);
    const paid = await sql(
      stack,
      "select count(*)::int as n from public.payments where status = 'completed'",
    );
    expect(paid[0]?.n).toBeGreaterThan(20);
  });
});
