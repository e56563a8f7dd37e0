import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayIso } from "../../lib/admin/workspace/dates.ts";
import { deliverInvoiceMails, runBillingTick } from "../../lib/billing/worker.ts";
import { readOutbox } from "../../lib/mail/outbox.ts";
import { type Mailer, outboxMailer } from "../../lib/mail/transport.ts";
import type { Database } from "../../lib/supabase/database.types.ts";
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

// Invoices by e-mail, reminders that stop on settlement, recurring invoices: the database's rules, and
// the worker that delivers what they queue, with its clock moved instead of waited for.

let env: TestEnv;
let stack: LocalStack;
let admin: SupabaseClient;
let service: SupabaseClient<Database>;
let outbox: string;
let mailer: Mailer;
const site = new URL("https://cardinal.example");

const today = todayIso();
/** Noon of an agency day (Houston), as the worker's clock. */
const noon = (day: string) => new Date(`${day}T18:00:00Z`);

beforeAll(async () => {
  env = await createTestEnv();
  stack = await env.start();
  admin = (await confirmedAdmin(stack)).client;
  service = client(stack, stack.serviceRoleKey) as SupabaseClient<Database>;
  outbox = join(mkdtempSync(join(tmpdir(), "invoice-mail-")), "outbox.jsonl");
  mailer = outboxMailer(outbox, () => {});
}, STACK_TIMEOUT);

afterAll(async () => {
  await env?.cleanup();
}, STACK_TIMEOUT);

async function newClient(): Promise<{ id: string; email: string }> {
  const email = uniqueEmail("billing");
  const [row] = await sql<{ id: string }>(
    stack,
    `insert into public.clients (name, email, company, industry, status)
     values ('Ada Contact', $1, 'Mail Co ' || $1, 'Technology', 'active') returning id`,
    [email],
  );
  return { id: row?.id ?? "", email };
}

async function draft(clientId: string, dueDate: string, price = 1000): Promise<string> {
  const { data, error } = await admin.rpc("create_invoice", {
    invoice: { client_id: clientId, issue_date: today, due_date: dueDate, tax_rate: 0 },
    items: [{ description: "Work", quantity: 1, unit_price: price }],
  });
  if (error) throw error;
  return data as string;
}

async function mails(invoiceId: string) {
  return sql<{
    kind: string;
    status: string;
    recipient: string;
    subject: string;
    attempts: number;
    message_id: string | null;
    last_error: string | null;
    reminder_offset_days: number | null;
    stopped_reason: string | null;
  }>(
    stack,
    `select kind, status, recipient, subject, attempts, message_id, last_error, reminder_offset_days, stopped_reason
     from public.invoice_mails where invoice_id = $1 order by created_at, reminder_offset_days`,
    [invoiceId],
  );
}

async function invoiceStatus(id: string) {
  return (
    await sql<{ status: string }>(stack, "select status::text from public.invoices where id = $1", [id])
  )[0]?.status;
}

/** An invoice sent by e-mail and delivered now, due `dueInDays` from today. */
async function mailedInvoice(dueInDays: number, clientId?: string) {
  const owner = clientId ? { id: clientId, email: "" } : await newClient();
  const id = await draft(owner.id, addDays(today, dueInDays));
  const queued = await admin.rpc("queue_invoice_mail", { p_invoice_id: id });
  if (queued.error) throw queued.error;
  await deliverInvoiceMails(service, mailer, { now: new Date(), siteUrl: site });
  return { id, client: owner };
}

describe("Send: an invoice by e-mail", { timeout: 120_000 }, () => {
  it("issues the draft, queues one mail to the billing contact and the worker sends it with the PDF", async () => {
    const owner = await newClient();
    const id = await draft(owner.id, addDays(today, 30), 1200);
    const { error } = await admin.rpc("queue_invoice_mail", { p_invoice_id: id });
    expect(error).toBeNull();
    expect(await invoiceStatus(id)).toBe("sent");
    expect(await mails(id)).toMatchObject([{ kind: "invoice", status: "pending", recipient: owner.email }]);

    const report = await deliverInvoiceMails(service, mailer, { now: new Date(), siteUrl: site });
    expect(report.sent).toBeGreaterThanOrEqual(1);
    const [stored] = await mails(id);
    expect(stored).toMatchObject({ status: "sent", attempts: 1, last_error: null });
    expect(stored?.message_id).toMatch(/@/);

    const mail = readOutbox(outbox).find((m) => m.to === owner.email);
    const number = (
      await sql<{ n: string }>(stack, "select invoice_number as n from public.invoices where id = $1", [id])
    )[0]?.n;
    expect(mail).toMatchObject({ type: "invoice", subject: `Invoice ${number} from Cardinal Consulting` });
    expect(mail?.link).toBe(`https://cardinal.example/portal/invoices/${id}/pdf`);
    expect(mail?.text).toContain("Total: $1,200.00");
    expect(mail?.attachments?.[0]).toMatchObject({
      filename: `${number}.pdf`,
      contentType: "application/pdf",
    });
    expect(
      Buffer.from(mail?.attachments?.[0]?.contentBase64 ?? "", "base64")
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    const log = await sql<{ to_status: string; detail: string }>(
      stack,
      "select to_status, detail from public.activity_log where subject_id = $1 and operation is null order by occurred_at",
      [id],
    );
    expect(log.map((l) => l.to_status)).toEqual(["e-mail queued", "e-mail sent"]);
    expect(log[1]?.detail).toContain(`To ${owner.email}`);
  });

  it("goes to the client's billing address when staff set one, and again on a second Send", async () => {
    const owner = await newClient();
    const billing = uniqueEmail("accounts");
    expect(
      (
        await admin.rpc("set_client_billing", {
          p_client_id: owner.id,
          p_billing_email: billing,
          p_reminders_enabled: true,
        })
      ).error,
    ).toBeNull();
    const id = await draft(owner.id, addDays(today, 30));
    await admin.rpc("queue_invoice_mail", { p_invoice_id: id });
    expect((await admin.rpc("queue_invoice_mail", { p_invoice_id: id })).error).toBeNull();
    expect((await mails(id)).map((m) => m.recipient)).toEqual([billing, billing]);
  });

  it("refuses paid, cancelled and other people's sends, and a client's session reads no mail", async () => {
    const owner = await newClient();
    const cancelled = await draft(owner.id, today);
    await admin.rpc("cancel_invoice", { p_invoice_id: cancelled, p_reason: "Duplicate" });
    const refused = await admin.rpc("queue_invoice_mail", { p_invoice_id: cancelled });
    expect(refused.error?.message).toBe("A cancelled invoice is not sent.");

    const other = await confirmedUser(stack);
    const id = await draft(owner.id, today);
    const byClient = await other.client.rpc("queue_invoice_mail", { p_invoice_id: id });
    expect(byClient.error?.code).toBe("42501");
    expect(await invoiceStatus(id)).toBe("draft");
    for (const fn of ["claim_invoice_mails", "schedule_invoice_reminders", "issue_due_recurring_invoices"]) {
      const args =
        fn === "claim_invoice_mails"
          ? { p_now: new Date().toISOString(), p_batch: 10, p_lease_seconds: 60 }
          : { p_now: new Date().toISOString() };
      expect((await admin.rpc(fn, args)).error?.code, fn).toBe("42501");
    }
    const read = await other.client.from("invoice_mails").select("id");
    expect(read.data).toEqual([]);
    // Any client's billing address is the database's to read, not a session's.
    const address = await other.client.rpc("billing_email", { p_client_id: owner.id });
    expect(address.error?.code).toBe("42501");
  });

  it("a failed attempt keeps the invoice sent, is retried after its wait, and fails for good after five", async () => {
    const owner = await newClient();
    const id = await draft(owner.id, addDays(today, 30));
    await admin.rpc("queue_invoice_mail", { p_invoice_id: id });
    const broken: Mailer = {
      ...mailer,
      name: "broken",
      send: () => Promise.reject(new Error("connect ECONNREFUSED")),
    };
    let now = new Date();
    const first = await deliverInvoiceMails(service, broken, { now, siteUrl: site, retryBaseSeconds: 60 });
    expect(first.retrying).toBeGreaterThanOrEqual(1);
    expect(await invoiceStatus(id)).toBe("sent");
    expect(await mails(id)).toMatchObject([
      { status: "pending", attempts: 1, last_error: "connect ECONNREFUSED" },
    ]);

    // Not before its wait is over.
    const early = await service.rpc("claim_invoice_mails", {
      p_now: new Date(now.getTime() + 30_000).toISOString(),
      p_batch: 50,
      p_lease_seconds: 60,
    });
    expect((early.data ?? []).map((m) => m.invoice_id)).not.toContain(id);

    for (let attempt = 2; attempt <= 5; attempt++) {
      now = new Date(now.getTime() + 3_600_000);
      await deliverInvoiceMails(service, broken, { now, siteUrl: site, retryBaseSeconds: 60 });
    }
    expect(await mails(id)).toMatchObject([{ status: "failed", attempts: 5 }]);
    expect(await invoiceStatus(id)).toBe("sent");
    const log = await sql<{ to_status: string }>(
      stack,
      "select to_status from public.activity_log where subject_id = $1 and operation is null order by occurred_at",
      [id],
    );
    expect(log.map((l) => l.to_status)).toEqual([
      "e-mail queued",
      "e-mail retrying",
      "e-mail retrying",
      "e-mail retrying",
      "e-mail retrying",
      "e-mail failed",
    ]);
  });

  it("two workers claiming at once never share a mail", async () => {
    const owner = await newClient();
    const ids = [];
    for (let i = 0; i < 6; i++) {
      const id = await draft(owner.id, addDays(today, 30));
      await admin.rpc("queue_invoice_mail", { p_invoice_id: id });
      ids.push(id);
    }
    const other = client(stack, stack.serviceRoleKey) as SupabaseClient<Database>;
    const args = { p_now: new Date().toISOString(), p_batch: 4, p_lease_seconds: 120 };
    const [a, b] = await Promise.all([
      service.rpc("claim_invoice_mails", args),
      other.rpc("claim_invoice_mails", args),
    ]);
    const claimed = [...(a.data ?? []), ...(b.data ?? [])].map((m) => m.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    const mine = (
      await sql<{ id: string }>(stack, "select id from public.invoice_mails where invoice_id = any($1)", [
        ids,
      ])
    ).map((m) => m.id);
    expect(mine.filter((id) => claimed.includes(id)).length).toBe(6);
    // Claimed mails are leased: a third claim now gets none of them.
    const third = await service.rpc("claim_invoice_mails", args);
    expect((third.data ?? []).filter((m) => mine.includes(m.id))).toEqual([]);
  });
});

describe("reminders", { timeout: 120_000 }, () => {
  it("follow the ladder at the worker's clock, once per step, and stop on payment", async () => {
    const due = addDays(today, 10);
    const { id, client: owner } = await mailedInvoice(10);

    expect(
      (await runBillingTick(service, mailer, { now: noon(addDays(due, -4)), siteUrl: site })).reminders,
    ).toBe(0);
    await runBillingTick(service, mailer, { now: noon(addDays(due, -3)), siteUrl: site });
    await runBillingTick(service, mailer, { now: noon(addDays(due, -2)), siteUrl: site });
    let reminders = (await mails(id)).filter((m) => m.kind === "reminder");
    expect(reminders).toMatchObject([{ reminder_offset_days: -3, status: "sent", recipient: owner.email }]);
    expect(reminders[0]?.subject).toMatch(/^Reminder: invoice INV-\d{4}-\d{3} is due on /);
    const sent = readOutbox(outbox).filter((m) => m.to === owner.email && m.type === "invoice-reminder");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.attachments?.[0]?.contentType).toBe("application/pdf");
    expect(sent[0]?.text).toContain("A friendly reminder: this invoice is due in a few days.");

    // The worker was away on the due date: at day 7 the latest step is sent, the missed one is not.
    await runBillingTick(service, mailer, { now: noon(addDays(due, 7)), siteUrl: site });
    reminders = (await mails(id)).filter((m) => m.kind === "reminder");
    expect(reminders.map((m) => [m.reminder_offset_days, m.status])).toEqual([
      [-3, "sent"],
      [7, "sent"],
    ]);

    const paid = await admin.rpc("record_payment", {
      p_invoice_id: id,
      p_amount: 1000,
      p_payment_date: today,
      p_method: "wire",
      p_notes: null,
    });
    expect(paid.error).toBeNull();
    expect(
      (await runBillingTick(service, mailer, { now: noon(addDays(due, 14)), siteUrl: site })).reminders,
    ).toBe(0);
    expect((await mails(id)).filter((m) => m.kind === "reminder")).toHaveLength(2);
  });

  it("a reminder queued but not yet sent stops when the balance is written off", async () => {
    const due = addDays(today, 5);
    const { id } = await mailedInvoice(5);
    const queued = await service.rpc("schedule_invoice_reminders", { p_now: noon(due).toISOString() });
    expect(queued.error).toBeNull();
    expect((await mails(id)).filter((m) => m.kind === "reminder")).toMatchObject([
      { status: "pending", reminder_offset_days: 0 },
    ]);
    expect(
      (await admin.rpc("write_off_invoice", { p_invoice_id: id, p_reason: "Goodwill" })).error,
    ).toBeNull();
    expect((await mails(id)).filter((m) => m.kind === "reminder")).toMatchObject([
      { status: "stopped", stopped_reason: "Written off" },
    ]);
    const claimed = await service.rpc("claim_invoice_mails", {
      p_now: noon(due).toISOString(),
      p_batch: 50,
      p_lease_seconds: 60,
    });
    expect((claimed.data ?? []).map((m) => m.invoice_id)).not.toContain(id);
  });

  it("skip clients with reminders off, disabled steps, and invoices that never went out by e-mail", async () => {
    const due = addDays(today, 10);
    const off = await newClient();
    await admin.rpc("set_client_billing", {
      p_client_id: off.id,
      p_billing_email: null,
      p_reminders_enabled: false,
    });
    const quiet = await mailedInvoice(10, off.id);
    const byHand = await draft((await newClient()).id, due);
    await admin.rpc("send_invoice", { p_invoice_id: byHand });
    const [step] = await sql<{ id: string; message: string }>(
      stack,
      "select id, message from public.reminder_steps where offset_days = 7",
    );
    expect(
      (
        await admin.rpc("update_reminder_step", {
          p_step_id: step?.id,
          p_offset_days: 7,
          p_enabled: false,
          p_message: step?.message,
        })
      ).error,
    ).toBeNull();
    const stepped = await mailedInvoice(10);
    await service.rpc("schedule_invoice_reminders", { p_now: noon(addDays(due, 8)).toISOString() });
    expect((await mails(quiet.id)).filter((m) => m.kind === "reminder")).toEqual([]);
    expect((await mails(byHand)).filter((m) => m.kind === "reminder")).toEqual([]);
    // Step 7 is off: at day 8 the latest enabled step is the due date's.
    expect(
      (await mails(stepped.id)).filter((m) => m.kind === "reminder").map((m) => m.reminder_offset_days),
    ).toEqual([0]);
    await admin.rpc("update_reminder_step", {
      p_step_id: step?.id,
      p_offset_days: 7,
      p_enabled: true,
      p_message: step?.message,
    });
  });

  it("steps are edited by admins only, within bounds, one per day", async () => {
    const steps = await sql<{ id: string; offset_days: number; message: string }>(
      stack,
      "select id, offset_days, message from public.reminder_steps order by offset_days",
    );
    expect(steps.map((s) => s.offset_days)).toEqual([-3, 0, 7, 14]);
    const [first, second] = steps;
    const clash = await admin.rpc("update_reminder_step", {
      p_step_id: first?.id,
      p_offset_days: 0,
      p_enabled: true,
      p_message: "x",
    });
    expect(clash.error?.message).toMatch(/Another reminder is already sent on the due date/);
    const far = await admin.rpc("update_reminder_step", {
      p_step_id: second?.id,
      p_offset_days: 400,
      p_enabled: true,
      p_message: "x",
    });
    expect(far.error?.message).toMatch(/between 30 days before and 90 days after/);
    const stranger = await confirmedUser(stack);
    const refused = await stranger.client.rpc("update_reminder_step", {
      p_step_id: first?.id,
      p_offset_days: -5,
      p_enabled: true,
      p_message: "x",
    });
    expect(refused.error?.code).toBe("42501");
  });
});

describe("recurring invoices", { timeout: 120_000 }, () => {
  async function template(clientId: string, extra: Record<string, unknown> = {}) {
    const { data, error } = await admin.rpc("create_recurring_invoice", {
      template: {
        client_id: clientId,
        description: "Hosting retainer",
        items: [{ description: "Managed hosting", quantity: 1, unit_price: 300 }],
        tax_rate: 0,
        every: "month",
        next_date: today,
        due_days: 15,
        ...extra,
      },
    });
    if (error) throw error;
    return data as string;
  }

  it("issues a draft with the template's lines when its date comes, once, and moves to the next month", async () => {
    const owner = await newClient();
    const id = await template(owner.id);
    const issued = await service.rpc("issue_due_recurring_invoices", { p_now: noon(today).toISOString() });
    expect(issued.error).toBeNull();
    const again = await service.rpc("issue_due_recurring_invoices", { p_now: noon(today).toISOString() });
    const invoices = await sql<{
      id: string;
      status: string;
      due_date: string;
      total: string;
      lines: string;
    }>(
      stack,
      `select o.id, o.status::text, o.due_date::text, o.total::text,
         (select string_agg(description, ',') from public.invoice_items where invoice_id = o.id) as lines
       from public.invoices_overview o where o.client_id = $1`,
      [owner.id],
    );
    expect(invoices).toEqual([
      {
        id: expect.any(String),
        status: "draft",
        due_date: addDays(today, 15),
        total: "300.00",
        lines: "Managed hosting",
      },
    ]);
    expect(issued.data).toEqual([invoices[0]?.id]);
    expect(again.data).not.toContain(invoices[0]?.id);
    const [row] = await sql<{ next_date: string; issued_count: number }>(
      stack,
      "select next_date::text, issued_count from public.recurring_invoices where id = $1",
      [id],
    );
    const next = new Date(`${today}T00:00:00Z`);
    next.setUTCMonth(next.getUTCMonth() + 1);
    // A month on, or the month's last day when it is shorter (Jan 31 -> Feb 28).
    expect(row?.issued_count).toBe(1);
    expect(row?.next_date.slice(0, 7)).toBe(
      new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 1)).toISOString().slice(0, 7),
    );
  });

  it("a sending template issues sent invoices whose mail the worker delivers; two workers issue a period once", async () => {
    const owner = await newClient();
    await template(owner.id, { every: "quarter", send: true });
    const now = noon(today).toISOString();
    const other = client(stack, stack.serviceRoleKey) as SupabaseClient<Database>;
    const [a, b] = await Promise.all([
      service.rpc("issue_due_recurring_invoices", { p_now: now }),
      other.rpc("issue_due_recurring_invoices", { p_now: now }),
    ]);
    expect(a.error).toBeNull();
    expect(b.error).toBeNull();
    const invoices = await sql<{ id: string; status: string }>(
      stack,
      "select id, status::text from public.invoices where client_id = $1",
      [owner.id],
    );
    expect(invoices).toMatchObject([{ status: "sent" }]);
    // Its mail is due at the worker's clock of the issue.
    await deliverInvoiceMails(service, mailer, { now: noon(today), siteUrl: site });
    expect(await mails(invoices[0]?.id ?? "")).toMatchObject([
      { kind: "invoice", status: "sent", recipient: owner.email },
    ]);
    const [row] = await sql<{ next_date: string }>(
      stack,
      "select next_date::text from public.recurring_invoices where client_id = $1",
      [owner.id],
    );
    expect(row?.next_date.slice(0, 7)).toBe(
      new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) + 2, 1))
        .toISOString()
        .slice(0, 7),
    );
    // Staff see it next in line.
    const overview = await admin
      .from("recurring_invoices_overview")
      .select("client_id, total, every, send")
      .eq("client_id", owner.id);
    expect(overview.data).toEqual([{ client_id: owner.id, total: 300, every: "quarter", send: true }]);
  });

  it("refuses a template without lines, with a past date, or from a non-admin", async () => {
    const owner = await newClient();
    const past = await admin.rpc("create_recurring_invoice", {
      template: {
        client_id: owner.id,
        description: "x",
        items: [{ description: "a", quantity: 1, unit_price: 1 }],
        next_date: addDays(today, -1),
      },
    });
    expect(past.error?.message).toBe("The next invoice date is today or later.");
    const empty = await admin.rpc("create_recurring_invoice", {
      template: { client_id: owner.id, description: "x", items: [], next_date: today },
    });
    expect(empty.error?.message).toBe("An invoice needs at least one line item.");
    const stranger = await confirmedUser(stack);
    const refused = await stranger.client.rpc("create_recurring_invoice", {
      template: {
        client_id: owner.id,
        description: "x",
        items: [{ description: "a", quantity: 1, unit_price: 1 }],
        next_date: today,
      },
    });
    expect(refused.error?.code).toBe("42501");
  });
});
