// `npm run admin:sample-data`: how a hosted project gets the sample data on request. It refuses a
// workspace that already has rows and fills an empty one.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalStack } from "../../local/supabase/stack.ts";
import { createTestEnv, STACK_TIMEOUT, sql, type TestEnv } from "./helpers.ts";

const CLI = fileURLToPath(new URL("../../local/supabase/cli.ts", import.meta.url));
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
function loadSampleData(...args: string[]): Promise<{ status: number | null; stderr: string }> {
  const child = spawn(process.execPath, [CLI, "admin:sample-data", ...args, "--db-url", stack.dbUrl], {
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

  it("--scale 3 makes every list three times as long and every figure three times as large, once", async () => {
    const figures = () =>
      sql<{ invoices: number; items: number; paid: string; hours: string; alerts: number; numbers: number }>(
        stack,
        `select (select count(*)::int from public.invoices) as invoices,
                (select count(*)::int from public.invoice_items) as items,
                (select sum(amount)::text from public.payments where status = 'completed') as paid,
                (select sum(hours)::text from public.project_time_entries) as hours,
                (select count(*)::int from public.server_alerts) as alerts,
                (select count(distinct invoice_number)::int from public.invoices) as numbers`,
      ).then((rows) => rows[0]);
    const roots = await counts();
    const before = await figures();
    const run = await loadSampleData("--scale", "3");
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(await counts()).toEqual(roots.map((n) => n * 3));
    const after = await figures();
    expect(after).toEqual({
      invoices: (before?.invoices ?? 0) * 3,
      items: (before?.items ?? 0) * 3,
      paid: (Number(before?.paid) * 3).toFixed(2),
      hours: (Number(before?.hours) * 3).toFixed(2),
      alerts: (before?.alerts ?? 0) * 3,
      numbers: (before?.invoices ?? 0) * 3,
    });
    // Copies are inserted with triggers off: every reference must still lead to a row, and a copied
    // invoice bills the client of its own project.
    const dangling = await sql<{ n: number }>(
      stack,
      `select (select count(*) from public.projects p where not exists (select 1 from public.clients c where c.id = p.client_id))
            + (select count(*) from public.projects p where not exists (select 1 from public.services s where s.id = p.service_id))
            + (select count(*) from public.invoices i where i.project_id is not null and not exists
                (select 1 from public.projects p where p.id = i.project_id and p.client_id = i.client_id))
            + (select count(*) from public.payments y where not exists (select 1 from public.invoices i where i.id = y.invoice_id))
            + (select count(*) from public.invoice_items t where not exists (select 1 from public.invoices i where i.id = t.invoice_id))
            + (select count(*) from public.project_time_entries e where not exists (select 1 from public.projects p where p.id = e.project_id)
                or e.team_member_id is not null and not exists (select 1 from public.team_members m where m.id = e.team_member_id))
            + (select count(*) from public.server_alerts a where not exists (select 1 from public.servers v where v.id = a.server_id))
         as n`,
    );
    expect(Number(dangling[0]?.n)).toBe(0);

    const again = await loadSampleData("--scale", "2");
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/scaled already/);
    expect(await counts()).toEqual(roots.map((n) => n * 3));
  });
});
