import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayIso } from "../../lib/admin/workspace/dates.ts";
import type { LocalStack } from "../../local/supabase/stack.ts";
import { client, confirmedAdmin, createTestEnv, STACK_TIMEOUT, sql, type TestEnv } from "./helpers.ts";

// Every write an admin's session could make to the money tables through the REST API, past the
// functions: each is refused and stores nothing; the functions keep the rules and the log.

let env: TestEnv;
let stack: LocalStack;
let admin: SupabaseClient;
let adminEmail: string;

const today = todayIso();
const year = Number(today.slice(0, 4));

beforeAll(async () => {
  env = await createTestEnv();
  stack = await env.start();
  const user = await confirmedAdmin(stack);
  admin = user.client;
  adminEmail = user.email;
}, STACK_TIMEOUT);

afterAll(async () => {
  await env?.cleanup();
}, STACK_TIMEOUT);

async function firstClient(): Promise<string> {
  return (await sql<{ id: string }>(stack, "select id from public.clients order by id limit 1"))[0]?.id ?? "";
}

/** A new invoice of one line at `price` (8.5 % unless `taxRate`), through create_invoice. */
async function createInvoice(price: number, status = "draft", taxRate?: number): Promise<string> {
  const { data, error } = await admin.rpc("create_invoice", {
    invoice: {
      client_id: await firstClient(),
      issue_date: today,
      due_date: today,
      status,
      tax_rate: taxRate,
    },
    items: [{ description: "Work", quantity: 1, unit_price: price }],
  });
  if (error) throw error;
  return data as string;
}

async function sentInvoice(price: number): Promise<string> {
  return createInvoice(price, "sent");
}

async function counts() {
  return (
    await sql<Record<string, string>>(
      stack,
      `select (select count(*) from public.invoices)::text as invoices,
              (select count(*) from public.invoice_items)::text as items,
              (select count(*) from public.payments)::text as payments,
              (select count(*) from public.expenses)::text as expenses,
              (select count(*) from public.invoice_credits)::text as credits,
              (select count(*) from public.activity_log)::text as log`,
    )
  )[0];
}

async function overview(id: string) {
  return (
    await sql<{
      status: string;
      total: string;
      amount_paid: string;
      amount_credited: string;
      balance: string;
    }>(
      stack,
      `select status::text, total::text, amount_paid::text, amount_credited::text, balance::text
       from public.invoices_overview where id = $1`,
      [id],
    )
  )[0];
}

function payment(id: string, amount: number) {
  return { p_invoice_id: id, p_amount: amount, p_payment_date: today, p_method: "wire", p_notes: null };
}

describe("the REST API with an admin's token writes no money row", { timeout: 120_000 }, () => {
  it("each move of the attacker's list is refused and stores nothing", async () => {
    const open = await sentInvoice(2255);
    const cancelled = await createInvoice(100);
    expect(
      (await admin.rpc("cancel_invoice", { p_invoice_id: cancelled, p_reason: "Duplicate" })).error,
    ).toBeNull();
    const paid = await sentInvoice(19_500);
    expect((await admin.rpc("record_payment", payment(paid, 21_157.5))).error).toBeNull();
    const [paidLine] = await sql<{ id: string }>(
      stack,
      "select id from public.invoice_items where invoice_id = $1",
      [paid],
    );
    const firstPayment = (
      await sql<{ id: string }>(stack, "select id from public.payments where invoice_id = $1", [paid])
    )[0]?.id;
    const before = await counts();
    const rowsBefore = await sql(
      stack,
      `select to_jsonb(i) as row from public.invoices i union all select to_jsonb(l) from public.invoice_items l
       union all select to_jsonb(p) from public.payments p union all select to_jsonb(e) from public.expenses e
       order by 1`,
    );
    const payRow = (invoiceId: string, amount: number, transactionId: string) => ({
      invoice_id: invoiceId,
      amount,
      payment_date: today,
      payment_method: "wire",
      transaction_id: transactionId,
      status: "completed",
    });

    const attempts = {
      "a $999,999 payment on a small balance": admin
        .from("payments")
        .insert(payRow(open, 999_999, `TXN-990-${year}`)),
      "a payment on a cancelled invoice": admin
        .from("payments")
        .insert(payRow(cancelled, 10, `TXN-991-${year}`)),
      "an invoice inserted as paid with no payment": admin.from("invoices").insert({
        invoice_number: `INV-${year}-990`,
        client_id: await firstClient(),
        status: "paid",
        issue_date: today,
        due_date: today,
        paid_date: today,
      }),
      "a line of a paid invoice changed from 19,500 to 1": admin
        .from("invoice_items")
        .update({ unit_price: 1 })
        .eq("id", paidLine?.id),
      "a line added to a paid invoice": admin
        .from("invoice_items")
        .insert({ invoice_id: paid, position: 5, description: "Free", quantity: 1, unit_price: -1 }),
      "a payment's amount changed afterwards": admin
        .from("payments")
        .update({ amount: 1 })
        .eq("id", firstPayment),
      "a hand-numbered TXN-998": admin.from("payments").insert(payRow(open, 1, `TXN-998-${year}`)),
      "an invoice's status set to paid": admin
        .from("invoices")
        .update({ status: "paid", paid_date: today })
        .eq("id", open),
      "an invoice deleted": admin.from("invoices").delete().eq("id", cancelled),
      "a payment deleted": admin.from("payments").delete().eq("id", firstPayment),
      "an expense inserted as approved": admin
        .from("expenses")
        .insert({ description: "Bonus", amount: 5000, category: "office", date: today, status: "approved" }),
      "an expense approved by hand": admin
        .from("expenses")
        .update({ status: "approved" })
        .eq("status", "pending"),
      "a credit note forged": admin.from("invoice_credits").insert({
        invoice_id: open,
        credit_number: `CRN-${year}-990`,
        amount: 2446.68,
        reason: "x",
      }),
      "the log rewritten": admin
        .from("activity_log")
        .update({ detail: "$1.00" })
        .eq("subject_id", firstPayment),
      "the log deleted": admin.from("activity_log").delete().eq("subject_id", firstPayment),
      "a counter moved": admin.from("money_numbers").update({ last_number: 998 }).eq("series", "payment"),
    };
    for (const [name, attempt] of Object.entries(attempts)) {
      const { error } = await attempt;
      expect(error?.code, name).toBe("42501");
    }
    expect(await counts()).toEqual(before);
    expect(
      await sql(
        stack,
        `select to_jsonb(i) as row from public.invoices i union all select to_jsonb(l) from public.invoice_items l
         union all select to_jsonb(p) from public.payments p union all select to_jsonb(e) from public.expenses e
         order by 1`,
      ),
    ).toEqual(rowsBefore);

    // Through the functions, the same moves meet the rules.
    expect((await admin.rpc("record_payment", payment(open, 999_999))).error?.message).toBe(
      "The amount is more than the balance of $2,446.68.",
    );
    expect((await admin.rpc("record_payment", payment(cancelled, 10))).error?.message).toBe(
      "Payments are recorded on sent invoices; this one is cancelled.",
    );
    const asPaid = await admin.rpc("create_invoice", {
      invoice: { client_id: await firstClient(), due_date: today, status: "paid" },
      items: [{ description: "x", quantity: 1, unit_price: 1 }],
    });
    expect(asPaid.error?.message).toBe("A new invoice is a draft or sent.");
    expect(await counts()).toEqual(before);
  });

  it("the service role's writes through the API obey the same rules", async () => {
    // The service role bypasses row policies, not these triggers.
    const open = await sentInvoice(100);
    const [line] = await sql<{ id: string }>(
      stack,
      "select id from public.invoice_items where invoice_id = $1",
      [open],
    );
    const service = client(stack, stack.serviceRoleKey);
    expect(
      (await service.from("invoice_items").update({ unit_price: 1 }).eq("id", line?.id)).error?.message,
    ).toBe("Only a draft invoice's lines change.");
    expect(
      (
        await service.from("payments").insert({
          invoice_id: open,
          amount: 5000,
          payment_date: today,
          payment_method: "ach",
          transaction_id: `TXN-997-${year}`,
        })
      ).error?.message,
    ).toBe("The amount is more than the balance of $108.50.");
    expect((await service.from("activity_log").delete().eq("subject_id", open)).error?.message).toBe(
      "The activity log is append-only.",
    );
  });
});

describe("numbers nothing can jam", { timeout: 60_000 }, () => {
  it("a payment numbered TXN-998 by hand leaves the rest of the year's numbers free", async () => {
    const open = await sentInvoice(500);
    await sql(
      stack,
      `insert into public.payments (invoice_id, amount, payment_date, payment_method, transaction_id)
       values ($1, 1, $2, 'check', $3)`,
      [open, today, `TXN-998-${year}`],
    );
    const recorded = [];
    for (let n = 0; n < 3; n += 1) {
      const { data, error } = await admin.rpc("record_payment", payment(open, 10));
      expect(error).toBeNull();
      recorded.push((data as { transaction_id: string }).transaction_id);
    }
    expect(new Set(recorded).size).toBe(3);
    expect(recorded).not.toContain(`TXN-998-${year}`);
    for (const txn of recorded) expect(txn).toMatch(new RegExp(`^TXN-\\d{3}-${year}$`));
  });

  it("an invoice number held by a row made outside the counter is skipped", async () => {
    const first = await createInvoice(10);
    const [row] = await sql<{ invoice_number: string }>(
      stack,
      "select invoice_number from public.invoices where id = $1",
      [first],
    );
    const next = Number(row?.invoice_number.slice(9)) + 1;
    const taken = `INV-${year}-${String(next).padStart(3, "0")}`;
    await sql(
      stack,
      "insert into public.invoices (invoice_number, client_id, issue_date, due_date) values ($1, $2, $3, $3)",
      [taken, await firstClient(), today],
    );
    const second = await createInvoice(10);
    const [after] = await sql<{ invoice_number: string }>(
      stack,
      "select invoice_number from public.invoices where id = $1",
      [second],
    );
    expect(after?.invoice_number).toBe(`INV-${year}-${String(next + 1).padStart(3, "0")}`);
  });
});

describe("a new invoice at any status the form offers and any tax rate", { timeout: 60_000 }, () => {
  for (const status of ["draft", "sent"]) {
    for (const rate of [0, 8.25, 8.5, 10]) {
      it(`${status} at ${rate} %`, async () => {
        const id = await createInvoice(1000, status, rate);
        const [row] = await sql<{ status: string; tax_rate: string; total: string }>(
          stack,
          "select status::text, tax_rate::text, total::text from public.invoices_overview where id = $1",
          [id],
        );
        expect(row).toEqual({
          status,
          tax_rate: rate.toFixed(2),
          total: (1000 + Math.round(1000 * rate) / 100).toFixed(2),
        });
      });
    }
  }
  it("without a rate, the column's default", async () => {
    const { data } = await admin.rpc("create_invoice", {
      invoice: { client_id: await firstClient(), due_date: today, status: "sent" },
      items: [{ description: "x", quantity: 1, unit_price: 100 }],
    });
    expect((await overview(data as string))?.total).toBe("108.50");
  });
});

describe("balances and write-offs", { timeout: 90_000 }, () => {
  it("a part-paid invoice is written off with a reason; every figure and the log follow", async () => {
    const summaryBefore = (await admin.from("finance_summary").select("*").single()).data;
    const id = await sentInvoice(20_500.08);
    const total = 22_242.59;
    expect((await overview(id))?.total).toBe(total.toFixed(2));
    const afterSend = (await admin.from("finance_summary").select("*").single()).data;
    expect(Number(afterSend.outstanding_invoices)).toBeCloseTo(
      Number(summaryBefore.outstanding_invoices) + total,
      2,
    );

    expect((await admin.rpc("record_payment", payment(id, 10_000))).error).toBeNull();
    expect(await overview(id)).toMatchObject({
      status: "sent",
      amount_paid: "10000.00",
      balance: "12242.59",
    });
    const part = (await admin.from("finance_summary").select("*").single()).data;
    expect(Number(part.outstanding_invoices)).toBeCloseTo(
      Number(summaryBefore.outstanding_invoices) + 12_242.59,
      2,
    );

    const cancel = await admin.rpc("cancel_invoice", { p_invoice_id: id, p_reason: "Client stopped paying" });
    expect(cancel.error?.message).toBe(
      "Money has been received on this invoice, so it cannot be cancelled: write off the remaining balance instead.",
    );
    expect((await admin.rpc("write_off_invoice", { p_invoice_id: id, p_reason: "  " })).error?.message).toBe(
      "Say why the balance is written off.",
    );
    const written = await admin.rpc("write_off_invoice", { p_invoice_id: id, p_reason: "Settled for less" });
    expect(written.error).toBeNull();
    expect(written.data).toMatchObject({ amount: 12_242.59, status: "paid" });
    expect(written.data.credit_number).toMatch(new RegExp(`^CRN-${year}-\\d{3}$`));
    expect(await overview(id)).toMatchObject({
      status: "paid",
      amount_paid: "10000.00",
      amount_credited: "12242.59",
      balance: "0.00",
    });
    const after = (await admin.from("finance_summary").select("*").single()).data;
    expect(Number(after.outstanding_invoices)).toBeCloseTo(Number(summaryBefore.outstanding_invoices), 2);
    // Revenue is what came in: the $10,000, not the total.
    expect(Number(after.total_revenue)).toBeCloseTo(Number(summaryBefore.total_revenue) + 10_000, 2);
    expect(Number(after.written_off)).toBeCloseTo(Number(summaryBefore.written_off) + 12_242.59, 2);
    const clientRow = (
      await admin
        .from("clients_overview")
        .select("total_revenue")
        .eq("id", await firstClient())
        .single()
    ).data;
    const paidRows = await sql<{ revenue: string }>(
      stack,
      `select coalesce(sum(i.total - i.amount_credited), 0)::text as revenue from public.invoices_overview i
       where i.client_id = $1 and i.status = 'paid'`,
      [await firstClient()],
    );
    expect(Number(clientRow?.total_revenue)).toBeCloseTo(Number(paidRows[0]?.revenue), 2);

    expect(
      (await admin.rpc("write_off_invoice", { p_invoice_id: id, p_reason: "Again" })).error?.message,
    ).toBe("Only a sent invoice's balance is written off; this one is paid.");
    const log = await sql<{
      subject_type: string;
      to_status: string;
      detail: string | null;
      actor_email: string;
    }>(
      stack,
      `select subject_type, to_status, detail, actor_email from public.activity_log
       where (subject_id = $1 and from_status is distinct from to_status)
          or subject_id in (select c.id from public.invoice_credits c where c.invoice_id = $1)
       order by occurred_at, subject_type`,
      [id],
    );
    expect(log.map((l) => `${l.subject_type} ${l.to_status}`)).toEqual([
      "invoice sent",
      "credit note issued",
      "invoice paid",
    ]);
    expect(log[1]?.detail).toBe("$12,242.59 · Settled for less");
    expect(log[2]?.detail).toMatch(/^Written off \(CRN-\d{4}-\d{3}\): Settled for less$/);
    expect(new Set(log.map((l) => l.actor_email))).toEqual(new Set([adminEmail]));
    const feed = await admin
      .from("recent_activity")
      .select("title, detail")
      .eq("title", "Balance written off");
    expect(feed.data?.some((row) => row.detail.includes("$12,242.59 · Settled for less"))).toBe(true);
  });

  it("every change to a money row is logged with who, before and after", async () => {
    const id = await createInvoice(300);
    const [opened] = await sql<{ version: number }>(
      stack,
      "select version from public.invoices where id = $1",
      [id],
    );
    const edited = await admin.rpc("update_draft_invoice", {
      p_invoice_id: id,
      p_version: opened?.version ?? 0,
      invoice: { client_id: await firstClient(), issue_date: today, due_date: today, tax_rate: 0 },
      items: [{ description: "Design", quantity: 2, unit_price: 150 }],
    });
    expect(edited.error).toBeNull();
    const rows = await sql<{
      subject_type: string;
      operation: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
      actor_email: string;
    }>(
      stack,
      `select subject_type, operation, before, after, actor_email from public.activity_log
       where subject_id = $1 or after ->> 'invoice_id' = $1::text or before ->> 'invoice_id' = $1::text
       order by occurred_at, operation`,
      [id],
    );
    const edit = rows.find((r) => r.subject_type === "invoice" && r.operation === "UPDATE");
    expect(edit?.before).toMatchObject({ tax_rate: 8.5 });
    expect(edit?.after).toMatchObject({ tax_rate: 0 });
    expect(rows.filter((r) => r.subject_type === "invoice item").map((r) => r.operation)).toEqual(
      expect.arrayContaining(["INSERT", "DELETE"]),
    );
    expect(rows.find((r) => r.operation === "DELETE")?.before).toMatchObject({ description: "Work" });
    expect(new Set(rows.map((r) => r.actor_email))).toEqual(new Set([adminEmail]));
  });
});

describe("one expense ledger", { timeout: 60_000 }, () => {
  it("a project's expense is an expense: pending until approved, then in the project's cost and Finance", async () => {
    const [project] = await sql<{ id: string; actual_cost: string }>(
      stack,
      "select id, actual_cost::text from public.projects_overview order by id limit 1",
    );
    const finance = async () =>
      Number((await admin.from("finance_summary").select("*").single()).data?.total_expenses);
    const cost = async () =>
      Number(
        (await admin.from("projects_overview").select("actual_cost").eq("id", project?.id).single()).data
          ?.actual_cost,
      );
    const expensesBefore = await finance();
    const created = await admin.rpc("create_expense", {
      expense: {
        description: "Fonts",
        amount: 45,
        category: "software",
        date: today,
        project_id: project?.id,
      },
    });
    expect(created.error).toBeNull();
    expect(await cost()).toBeCloseTo(Number(project?.actual_cost), 2);
    expect(await finance()).toBeCloseTo(expensesBefore, 2);
    expect(
      (await admin.rpc("decide_expense", { p_expense_id: created.data, p_decision: "approved" })).error,
    ).toBeNull();
    expect(await cost()).toBeCloseTo(Number(project?.actual_cost) + 45, 2);
    expect(await finance()).toBeCloseTo(expensesBefore + 45, 2);
    const stored = await sql(
      stack,
      "select description, amount::text, status::text, project_id from public.expenses where id = $1",
      [created.data],
    );
    expect(stored).toEqual([
      { description: "Fonts", amount: "45.00", status: "approved", project_id: project?.id },
    ]);
    const gone = await sql(stack, "select to_regclass('public.project_expenses') as t");
    expect(gone).toEqual([{ t: null }]);
  });
});
