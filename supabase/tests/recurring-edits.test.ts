import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayIso } from "../../lib/admin/workspace/dates.ts";
import type { LocalStack } from "../../local/supabase/stack.ts";
import {
  client,
  confirmedAdmin,
  confirmedUser,
  createTestEnv,
  STACK_TIMEOUT,
  sql,
  type TestEnv,
  uniqueEmail,
} from "./helpers.ts";

// 'Edit' on a recurring invoice: update_recurring_invoice saves every field but the client, from the
// version the form was opened at; a stale save is refused (PT409) and changes nothing; each save is logged.

let env: TestEnv;
let stack: LocalStack;
let admin: SupabaseClient;
let adminEmail: string;
let service: SupabaseClient;
let clientId: string;

const today = todayIso();

const EDIT = {
  description: "Hosting and care",
  items: [
    { description: "Managed hosting", quantity: 1, unit_price: 300 },
    { description: "Care plan hours", quantity: 2, unit_price: 125.5 },
  ],
  tax_rate: 10,
  every: "quarter",
  next_date: addDays(today, 10),
  due_days: 20,
  send: true,
};

beforeAll(async () => {
  env = await createTestEnv();
  stack = await env.start();
  const signedIn = await confirmedAdmin(stack);
  admin = signedIn.client;
  adminEmail = signedIn.email;
  service = client(stack, stack.serviceRoleKey);
  const email = uniqueEmail("recurring");
  const [row] = await sql<{ id: string }>(
    stack,
    `insert into public.clients (name, email, company, industry, status)
     values ('Ada Contact', $1, 'Retainer Co', 'Technology', 'active') returning id`,
    [email],
  );
  clientId = row?.id as string;
}, STACK_TIMEOUT);

afterAll(async () => {
  await env?.cleanup();
}, STACK_TIMEOUT);

async function template(): Promise<string> {
  const { data, error } = await admin.rpc("create_recurring_invoice", {
    template: {
      client_id: clientId,
      description: "Hosting retainer",
      items: [{ description: "Managed hosting", quantity: 1, unit_price: 300 }],
      tax_rate: 0,
      every: "month",
      next_date: addDays(today, 3),
      due_days: 15,
    },
  });
  if (error) throw error;
  return data as string;
}

async function stored(id: string) {
  const [row] = await sql<Record<string, unknown>>(
    stack,
    `select description, items, tax_rate::float as tax_rate, every, to_char(next_date, 'YYYY-MM-DD') as next_date,
       to_char(start_date, 'YYYY-MM-DD') as start_date, issued_count, due_days, send, version
     from public.recurring_invoices where id = $1`,
    [id],
  );
  return row;
}

async function logged(id: string) {
  return sql<{ actor_email: string; detail: string; operation: string; before: { description: string } }>(
    stack,
    "select actor_email, detail, operation, before from public.activity_log where subject_type = 'recurring invoice' and subject_id = $1 order by occurred_at",
    [id],
  );
}

describe("editing a recurring invoice", { timeout: 120_000 }, () => {
  it("saves every field from the version it was opened at, restarts the schedule and logs it", async () => {
    const id = await template();
    const opened = await admin.from("recurring_invoices_overview").select("version").eq("id", id).single();
    expect(opened.data?.version).toBe(1);

    const saved = await admin.rpc("update_recurring_invoice", { p_id: id, p_version: 1, template: EDIT });
    expect(saved.error).toBeNull();
    expect(saved.data).toBe(2);
    expect(await stored(id)).toEqual({
      description: "Hosting and care",
      items: EDIT.items,
      tax_rate: 10,
      every: "quarter",
      next_date: EDIT.next_date,
      // A new date counts the periods from it.
      start_date: EDIT.next_date,
      issued_count: 0,
      due_days: 20,
      send: true,
      version: 2,
    });
    const overview = await admin
      .from("recurring_invoices_overview")
      .select("total, version")
      .eq("id", id)
      .single();
    // (300 + 2 × 125.50) + 10 %.
    expect(overview.data).toEqual({ total: 606.1, version: 2 });

    const log = await logged(id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      actor_email: adminEmail,
      operation: "UPDATE",
      before: expect.objectContaining({ description: "Hosting retainer" }),
    });
    expect(log[0]?.detail).toContain("every quarter");
    expect(log[0]?.detail).toContain("$606.10");
    expect(log[0]?.detail).toContain("sent by e-mail");
  });

  it("refuses a save opened from an older version, naming who saved since, and changes nothing", async () => {
    const id = await template();
    expect(
      (await admin.rpc("update_recurring_invoice", { p_id: id, p_version: 1, template: EDIT })).error,
    ).toBeNull();
    const before = await stored(id);

    const stale = await admin.rpc("update_recurring_invoice", {
      p_id: id,
      p_version: 1,
      template: { ...EDIT, description: "Overwritten" },
    });
    expect(stale.error?.code).toBe("PT409");
    expect(stale.error?.message).toMatch(
      new RegExp(
        `^${adminEmail.replace(/\./g, "\\.")} saved this recurring invoice on .*Reload to see their change`,
      ),
    );
    expect(JSON.parse(stale.error?.details ?? "{}")).toMatchObject({ version: 2, updated_by: adminEmail });
    expect(await stored(id)).toEqual(before);
    expect(await logged(id)).toHaveLength(1);
  });

  it("an admin's REST update that names no version changes nothing", async () => {
    const id = await template();
    const before = await stored(id);
    const direct = await admin
      .from("recurring_invoices")
      .update({ description: "Typed in", due_days: 1 } as never)
      .eq("id", id)
      .select("id");
    expect(direct.error !== null || (direct.data ?? []).length === 0).toBe(true);
    expect(await stored(id)).toEqual(before);
  });

  it("refuses an edit opened before the worker issued a period, so the period is not issued twice", async () => {
    const id = await template();
    await sql(stack, "update public.recurring_invoices set next_date = $2, start_date = $2 where id = $1", [
      id,
      today,
    ]);
    const [{ version } = { version: 0 }] = await sql<{ version: number }>(
      stack,
      "select version from public.recurring_invoices where id = $1",
      [id],
    );
    const issued = await service.rpc("issue_due_recurring_invoices", { p_now: new Date().toISOString() });
    expect(issued.error).toBeNull();
    const stale = await admin.rpc("update_recurring_invoice", {
      p_id: id,
      p_version: version,
      template: { ...EDIT, next_date: today },
    });
    expect(stale.error?.code).toBe("PT409");
    expect(stale.error?.message).toMatch(/^Someone saved this recurring invoice on /);
    // The worker's next date stands: a month on, not today again.
    expect(String((await stored(id))?.next_date) > today).toBe(true);
    const [{ n } = { n: 0 }] = await sql<{ n: number }>(
      stack,
      "select count(*)::int as n from public.invoices where client_id = $1 and issue_date = $2",
      [clientId, today],
    );
    expect(n).toBe(1);
  });

  it("checks the values as creating does, and refuses anyone but staff", async () => {
    const id = await template();
    const past = await admin.rpc("update_recurring_invoice", {
      p_id: id,
      p_version: 1,
      template: { ...EDIT, next_date: addDays(today, -1) },
    });
    expect(past.error?.message).toBe("The next invoice date is today or later.");
    const empty = await admin.rpc("update_recurring_invoice", {
      p_id: id,
      p_version: 1,
      template: { ...EDIT, items: [] },
    });
    expect(empty.error?.message).toBe("An invoice needs at least one line item.");

    const stranger = await confirmedUser(stack);
    const refused = await stranger.client.rpc("update_recurring_invoice", {
      p_id: id,
      p_version: 1,
      template: EDIT,
    });
    expect(refused.error?.code).toBe("42501");
    expect((await stored(id))?.version).toBe(1);
    expect(await logged(id)).toEqual([]);
  });
});
