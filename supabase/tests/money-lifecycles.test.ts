import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listInvoices } from "../../components/admin/finance/queries.ts";
import { ADMIN_TIME_ZONE, addDays, todayIso } from "../../lib/admin/workspace/dates.ts";
import type { LocalStack } from "../../local/supabase/stack.ts";
import { confirmedAdmin, confirmedUser, createTestEnv, STACK_TIMEOUT, sql, type TestEnv } from "./helpers.ts";

let env: TestEnv;
let stack: LocalStack;
let admin: SupabaseClient;
let adminEmail: string;
let member: SupabaseClient;

const today = todayIso();

beforeAll(async () => {
  env = await createTestEnv();
  stack = await env.start();
  const adminUser = await confirmedAdmin(stack);
  admin = adminUser.client;
  adminEmail = adminUser.email;
  member = (await confirmedUser(stack)).client;
}, STACK_TIMEOUT);

afterAll(async () => {
  await env?.cleanup();
}, STACK_TIMEOUT);

/** A fresh draft of one line (quantity 1) at `price` before 8.5% tax, for the first client. */
async function draft(price: number): Promise<string> {
  const clientId = (await sql<{ id: string }>(stack, "select id from public.clients order by id limit 1"))[0]
    ?.id;
  const { data, error } = await admin.rpc("create_invoice", {
    invoice: { client_id: clientId, issue_date: today, due_date: today },
    items: [{ description: "Work", quantity: 1, unit_price: price }],
  });
  if (error) throw error;
  return data as string;
}

async function invoice(id: string) {
  return (
    await sql<{ status: string; paid_date: string | null; payment_method: string | null; total: string }>(
      stack,
      "select status::text, paid_date::text, payment_method::text, total::text from public.invoices_overview where id = $1",
      [id],
    )
  )[0];
}

describe("overdue has one definition", { timeout: 60_000 }, () => {
  it("past due, neither paid nor cancelled, and issued; never stored", async () => {
    const stored = await sql(stack, "select 1 from public.invoices where status = 'overdue'");
    expect(stored).toEqual([]);
    const rows = await sql<{ status: string; due_date: string; is_overdue: boolean }>(
      stack,
      "select status::text, due_date::text, is_overdue from public.invoices_overview",
    );
    for (const row of rows) {
      expect(row.is_overdue).toBe(row.status === "sent" && row.due_date < today);
    }
    expect(rows.some((row) => row.is_overdue)).toBe(true);
    // The card, the filter and the badge read the same rows.
    const summary = await admin.from("finance_summary").select("overdue_count").single();
    const filtered = await listInvoices(admin, { status: "overdue" });
    expect(filtered.data?.length).toBe(summary.data?.overdue_count);
    expect(filtered.data?.every((invoice) => invoice.is_overdue)).toBe(true);
    const sent = await listInvoices(admin, { status: "sent" });
    expect(sent.data?.some((invoice) => invoice.is_overdue)).toBe(false);
    // Staff change invoices only through the functions; the lifecycle holds for any writer.
    const refused = await admin.from("invoices").update({ status: "overdue" }).eq("status", "sent");
    expect(refused.error?.code).toBe("42501");
    await expect(
      sql(stack, "update public.invoices set status = 'overdue' where status = 'sent'"),
    ).rejects.toThrow("A sent invoice cannot become overdue.");
  });
});

describe("the agency's calendar", { timeout: 60_000 }, () => {
  it("is the dashboard's zone, and today is Houston's whatever the session's zone", async () => {
    const [zone] = await sql<{ name: string }>(stack, "select public.agency_time_zone() as name");
    expect(zone?.name).toBe(ADMIN_TIME_ZONE);
    const sessionDays = new Set<string>();
    // 26 hours apart: whatever the hour, these two sessions' current_date differ, and at least one of
    // them differs from Houston's day; agency_today() must not follow either.
    for (const sessionZone of ["Etc/GMT-14", "Etc/GMT+12"]) {
      const before = todayIso();
      const [row] = await sql<{ agency: string; session: string }>(
        stack,
        "select set_config('TimeZone', $1, true) as zone, public.agency_today()::text as agency, current_date::text as session",
        [sessionZone],
      );
      expect([before, todayIso()]).toContain(row?.agency);
      sessionDays.add(row?.session ?? "");
    }
    expect(sessionDays.size).toBe(2);
  });

  it("an invoice due today is not overdue yet; one due yesterday is", async () => {
    const dueToday = await draft(100);
    const dueYesterday = await draft(100);
    await sql(stack, "update public.invoices set issue_date = $2, due_date = $2 where id = $1", [
      dueYesterday,
      addDays(today, -1),
    ]);
    for (const id of [dueToday, dueYesterday]) {
      const { error } = await admin.rpc("send_invoice", { p_invoice_id: id });
      expect(error).toBeNull();
    }
    const rows = await sql<{ id: string; is_overdue: boolean }>(
      stack,
      "select id, is_overdue from public.invoices_overview where id = any($1)",
      [[dueToday, dueYesterday]],
    );
    expect(Object.fromEntries(rows.map((row) => [row.id, row.is_overdue]))).toEqual({
      [dueToday]: false,
      [dueYesterday]: true,
    });
  });
});

describe("an invoice's lifecycle", { timeout: 60_000 }, () => {
  it("a draft is edited, sent, paid in two parts and then final; every step is logged", async () => {
    const id = await draft(1000);
    const versionOf = async () =>
      (await sql<{ version: number }>(stack, "select version from public.invoices where id = $1", [id]))[0]
        ?.version;
    const edited = await admin.rpc("update_draft_invoice", {
      p_invoice_id: id,
      p_version: await versionOf(),
      invoice: {
        client_id: (
          await sql<{ client_id: string }>(stack, "select client_id from public.invoices where id = $1", [id])
        )[0]?.client_id,
        issue_date: today,
        due_date: today,
        description: "Edited",
        tax_rate: 10,
      },
      items: [
        { description: "Design", quantity: 2, unit_price: 300 },
        { description: "Build", quantity: 1, unit_price: 400 },
      ],
    });
    expect(edited.error).toBeNull();
    expect((await invoice(id))?.total).toBe("1100.00");

    expect((await admin.rpc("record_payment", payment(id, 100))).error?.message).toMatch(/sent invoices/);
    expect((await admin.rpc("send_invoice", { p_invoice_id: id })).error).toBeNull();
    const again = await admin.rpc("update_draft_invoice", {
      p_invoice_id: id,
      p_version: await versionOf(),
      invoice: { issue_date: today, due_date: today },
      items: [{ description: "x", quantity: 1, unit_price: 1 }],
    });
    expect(again.error?.message).toBe("Only a draft invoice can be edited.");

    const first = await admin.rpc("record_payment", payment(id, 600));
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({
      status: "sent",
      transaction_id: expect.stringMatching(/^TXN-\d{3}-\d{4}$/),
    });
    expect((await invoice(id))?.status).toBe("sent");
    expect((await admin.rpc("record_payment", payment(id, 500.01))).error?.message).toMatch(
      /more than the balance of \$500\.00/,
    );
    const second = await admin.rpc("record_payment", payment(id, 500));
    expect(second.data).toMatchObject({ status: "paid" });
    expect(await invoice(id)).toMatchObject({ status: "paid", paid_date: today, payment_method: "wire" });

    const numbers = [first.data.transaction_id, second.data.transaction_id].map((t: string) =>
      Number(t.slice(4, 7)),
    );
    expect(numbers[1]).toBe((numbers[0] ?? 0) + 1);

    expect((await admin.rpc("cancel_invoice", { p_invoice_id: id, p_reason: "x" })).error?.message).toBe(
      "A paid invoice cannot become cancelled.",
    );
    const log = await sql<{
      subject_type: string;
      from_status: string | null;
      to_status: string;
      actor_email: string;
    }>(
      stack,
      `select l.subject_type, l.from_status, l.to_status, l.actor_email from public.activity_log l
       where (l.subject_id = $1 or l.subject_id in (select p.id from public.payments p where p.invoice_id = $1))
         and l.from_status is distinct from l.to_status
       order by l.occurred_at, l.subject_type`,
      [id],
    );
    expect(log.map((l) => `${l.subject_type} ${l.from_status ?? ""}→${l.to_status}`)).toEqual([
      "invoice →draft",
      "invoice draft→sent",
      "payment →completed",
      "invoice sent→paid",
      "payment →completed",
    ]);
    expect(new Set(log.map((l) => l.actor_email))).toEqual(new Set([adminEmail]));
  });

  it("cancelling needs a reason, which the log keeps, and is refused once money came in", async () => {
    const id = await draft(200);
    await admin.rpc("send_invoice", { p_invoice_id: id });
    expect((await admin.rpc("cancel_invoice", { p_invoice_id: id, p_reason: "  " })).error?.message).toBe(
      "Say why the invoice is cancelled.",
    );
    await expect(
      sql(stack, "update public.invoices set status = 'cancelled' where id = $1", [id]),
    ).rejects.toThrow("Say why the invoice is cancelled.");
    expect(
      (await admin.rpc("cancel_invoice", { p_invoice_id: id, p_reason: "Client closed" })).error,
    ).toBeNull();
    const recent = await admin
      .from("recent_activity")
      .select("title, detail")
      .eq(
        "id",
        (
          await sql<{ id: string }>(
            stack,
            "select id from public.activity_log where subject_id = $1 and to_status = 'cancelled'",
            [id],
          )
        )[0]?.id,
      );
    expect(recent.data?.[0]?.title).toBe("Invoice cancelled");
    expect(recent.data?.[0]?.detail).toMatch(/sent → cancelled · Client closed · by /);

    const paidPart = await draft(300);
    await admin.rpc("send_invoice", { p_invoice_id: paidPart });
    await admin.rpc("record_payment", payment(paidPart, 50));
    expect(
      (await admin.rpc("cancel_invoice", { p_invoice_id: paidPart, p_reason: "x" })).error?.message,
    ).toMatch(/cannot be cancelled: write off the remaining balance instead/);
  });

  it("non-admins can call none of the changes, and nobody deletes money", async () => {
    const id = await draft(100);
    for (const [fn, args] of [
      ["send_invoice", { p_invoice_id: id }],
      ["cancel_invoice", { p_invoice_id: id, p_reason: "x" }],
      ["record_payment", payment(id, 1)],
      ["update_draft_invoice", { p_invoice_id: id, p_version: 1, invoice: {}, items: [] }],
      ["decide_expense", { p_expense_id: id, p_decision: "approved" }],
    ] as const) {
      const res = await member.rpc(fn, args);
      expect(res.error?.code, fn).toBe("42501");
    }
    expect((await invoice(id))?.status).toBe("draft");
    const removed = await admin.from("invoices").delete().eq("id", id).select();
    expect(removed.error?.code).toBe("42501");
    expect(await invoice(id)).toBeDefined();
    expect(
      (
        await admin
          .from("activity_log")
          .insert({ subject_type: "invoice", subject_id: id, subject_label: "x", to_status: "paid" })
      ).error?.code,
    ).toBe("42501");
  });
});

describe("an expense's decision", { timeout: 60_000 }, () => {
  it("approved by the staff member's team entry, today, once", async () => {
    const memberId = (
      await sql<{ id: string }>(
        stack,
        `insert into public.team_members (name, email, position, department, role, hourly_rate)
         values ('Approver', $1, 'Director', 'leadership', 'manager', 100) returning id`,
        [adminEmail.toUpperCase()],
      )
    )[0]?.id;
    const pending = (
      await sql<{ id: string }>(
        stack,
        `insert into public.expenses (description, amount, category, date)
         values ('Test licence', 10, 'software', public.agency_today() - 3), ('Test trip', 20, 'travel', public.agency_today())
         returning id`,
      )
    ).map((row) => row.id);
    expect(
      (await admin.rpc("decide_expense", { p_expense_id: pending[0], p_decision: "approved" })).error,
    ).toBeNull();
    expect(
      (await admin.rpc("decide_expense", { p_expense_id: pending[1], p_decision: "rejected" })).error,
    ).toBeNull();
    const decided = await sql(
      stack,
      "select status::text, approved_by, approved_date::text from public.expenses where id = any($1) order by status",
      [pending],
    );
    expect(decided).toEqual([
      { status: "approved", approved_by: memberId, approved_date: today },
      { status: "rejected", approved_by: memberId, approved_date: today },
    ]);
    const twice = await admin.rpc("decide_expense", { p_expense_id: pending[0], p_decision: "rejected" });
    expect(twice.error?.message).toBe("This expense has already been approved.");
  });
});

function payment(id: string, amount: number) {
  return { p_invoice_id: id, p_amount: amount, p_payment_date: today, p_method: "wire", p_notes: null };
}
