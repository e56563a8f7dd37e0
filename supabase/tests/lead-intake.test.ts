import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contactLeadForm,
  evaluationLeadForm,
  leadForms,
  newsletterLeadForm,
  quoteLeadForm,
} from "../../lib/leads/forms.ts";
import { intakeLead } from "../../lib/leads/intake.ts";
import { noticeTransportFromEnv } from "../../lib/leads/notice-transport.ts";
import {
  deliverDueConfirmations,
  deliverDueNotices,
  NOTICE_DELIVERY,
} from "../../lib/leads/notice-worker.ts";
import { LEAD_RATE_LIMITS } from "../../lib/leads/rate-limit.ts";
import { parsePricingModel } from "../../lib/quote/pricing.ts";
import { clientAddress } from "../../lib/runtime/client-address.ts";
import { outboxFile } from "../../local/supabase/mail.ts";
import type { LocalStack } from "../../local/supabase/stack.ts";
import { quotePricing } from "../../studio/seed/source/pricing.ts";
import {
  client,
  confirmedAdmin,
  confirmedUser,
  createTestEnv,
  freePort,
  STACK_TIMEOUT,
  sql,
  type TestEnv,
  uniqueEmail,
} from "./helpers.ts";

let env: TestEnv;
let stack: LocalStack;
let server: SupabaseClient;
const siteUrl = new URL("http://127.0.0.1:3000");
const LEAD_TABLES = ["project_evaluations", "contact_submissions", "newsletter_subscriptions"] as const;

beforeAll(async () => {
  env = await createTestEnv();
  stack = await env.start();
  server = client(stack, stack.serviceRoleKey);
}, STACK_TIMEOUT);

afterAll(async () => {
  await env?.cleanup();
}, STACK_TIMEOUT);

let addressCounter = 0;
/** A documentation address (RFC 5737) of its own for each call, so tests do not share a limit. */
function freshAddress(): string {
  addressCounter += 1;
  return `198.51.100.${addressCounter}`;
}

function contactInput(email = uniqueEmail("intake")) {
  return { firstName: "Ada", lastName: "Lovelace", email, company: "Analytical Engines", message: "Hello" };
}

async function countRows(table: string): Promise<number> {
  const rows = await sql<{ n: string }>(stack, `select count(*)::text as n from public.${table}`);
  return Number(rows[0]?.n);
}

/** A row each lead table would accept, were the caller allowed to write. */
function validRow(table: (typeof LEAD_TABLES)[number]): Record<string, unknown> {
  const email = uniqueEmail("forged");
  if (table === "project_evaluations") return { name: "Forged", email };
  if (table === "contact_submissions") return { first_name: "F", last_name: "G", email, message: "forged" };
  return { email };
}

describe("one way in", { timeout: 60_000 }, () => {
  it("the anon key and a signed-in non-admin can insert, bulk insert, update, delete or call nothing", async () => {
    const user = await confirmedUser(stack);
    const seeded = await intakeLead(server, leadForms.contact, contactInput(), freshAddress());
    expect(seeded).toEqual({ ok: true });
    const tables = [...LEAD_TABLES, "lead_notices", "lead_rate_limits"];
    const before = Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await countRows(t)])));
    const snapshot = await sql(stack, "select * from public.contact_submissions order by id");

    for (const [who, sb] of [
      ["anon", client(stack)],
      ["non-admin", user.client],
    ] as const) {
      for (const table of LEAD_TABLES) {
        const one = await sb.from(table).insert(validRow(table));
        expect(one.error?.code, `${who} insert ${table}`).toBe("42501");
        const bulk = await sb.from(table).insert([validRow(table), validRow(table), validRow(table)]);
        expect(bulk.error?.code, `${who} bulk insert ${table}`).toBe("42501");
        const upsert = await sb.from(table).upsert(validRow(table));
        expect(upsert.error?.code, `${who} upsert ${table}`).toBe("42501");
        const update = await sb.from(table).update({ email: "x@example.com" }).neq("email", "");
        expect(update.error?.code, `${who} update ${table}`).toBe("42501");
        const remove = await sb.from(table).delete().neq("email", "");
        expect(remove.error?.code, `${who} delete ${table}`).toBe("42501");
      }
      const machinery: Array<[string, string, Record<string, unknown>, Record<string, unknown>]> = [
        [
          "lead_notices",
          "status",
          { lead_table: "contact_submissions", lead_id: crypto.randomUUID() },
          { status: "sent" },
        ],
        [
          "lead_rate_limits",
          "key",
          { key: "k", window_started_at: new Date().toISOString(), hits: 0 },
          { hits: 0 },
        ],
      ];
      for (const [table, column, row, changes] of machinery) {
        const insert = await sb.from(table).insert(row);
        expect(insert.error?.code, `${who} insert ${table}`).toBe("42501");
        const update = await sb.from(table).update(changes).neq(column, "");
        expect(update.error?.code, `${who} update ${table}`).toBe("42501");
        const remove = await sb.from(table).delete().neq(column, "");
        expect(remove.error?.code, `${who} delete ${table}`).toBe("42501");
      }
      const rpcs: Array<[string, Record<string, unknown>]> = [
        ["take_lead_slots", { keys: ["k"], limits: [1], window_seconds: [60] }],
        [
          "submit_lead",
          {
            lead_table: "contact_submissions",
            lead: validRow("contact_submissions"),
            address_key: "a",
            address_limit: 5,
            address_window_seconds: 60,
            email_key: "e",
            email_limit: 5,
            email_window_seconds: 60,
          },
        ],
        ["claim_lead_notices", { batch: 10, lease_seconds: 60 }],
        ["set_lead_defaults", {}],
        ["enqueue_lead_notice", {}],
        ["handle_new_user", {}],
      ];
      for (const [fn, args] of rpcs) {
        const res = await sb.rpc(fn, args);
        expect(res.error, `${who} rpc ${fn}`).not.toBeNull();
        expect(res.data, `${who} rpc ${fn}`).toBeNull();
      }
    }
    const anonRole = await client(stack).rpc("has_role", { _user_id: user.userId, _role: "client" });
    expect(anonRole.error?.code).toBe("42501");

    const after = Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await countRows(t)])));
    expect(after).toEqual(before);
    expect(await sql(stack, "select * from public.contact_submissions order by id")).toEqual(snapshot);
  });

  it("has_role answers a signed-in user about their own account only", async () => {
    const admin = await confirmedAdmin(stack);
    const other = await confirmedUser(stack);
    const own = await admin.client.rpc("has_role", { _user_id: admin.userId, _role: "admin" });
    expect(own).toMatchObject({ error: null, data: true });
    const probe = await other.client.rpc("has_role", { _user_id: admin.userId, _role: "admin" });
    expect(probe).toMatchObject({ error: null, data: false });
    // The policies still let the admin read every lead and every notice.
    const leads = await admin.client.from("contact_submissions").select("id");
    expect(leads.error).toBeNull();
    expect(leads.data?.length).toBe(await countRows("contact_submissions"));
    const notices = await admin.client.from("lead_notices").select("id, status");
    expect(notices.error).toBeNull();
    expect(notices.data?.length).toBe(await countRows("lead_notices"));
    const hidden = await other.client.from("lead_notices").select("id");
    expect(hidden).toMatchObject({ error: null, data: [] });
  });

  it("id, created_at, status and notes come from the database, even for the server credential", async () => {
    const email = uniqueEmail("owned");
    const forgedId = "00000000-0000-4000-8000-000000000001";
    const res = await server.from("project_evaluations").insert({
      id: forgedId,
      name: "Owner",
      email,
      created_at: "2099-01-01T00:00:00Z",
      status: "approved",
      notes: "written by the visitor",
    });
    expect(res.error).toBeNull();
    const news = await server
      .from("newsletter_subscriptions")
      .insert({ id: forgedId, email, subscribed_at: "2099-01-01T00:00:00Z", is_active: false });
    expect(news.error).toBeNull();
    const [row] = await sql<Record<string, unknown>>(
      stack,
      "select id, status, notes, now() - created_at < interval '1 minute' as fresh from public.project_evaluations where email = $1",
      [email],
    );
    expect(row).toMatchObject({ status: "new", notes: null, fresh: true });
    expect(row?.id).not.toBe(forgedId);
    const [sub] = await sql<Record<string, unknown>>(
      stack,
      "select id, is_active, now() - subscribed_at < interval '1 minute' as fresh from public.newsletter_subscriptions where email = $1",
      [email],
    );
    expect(sub).toMatchObject({ is_active: true, fresh: true });
    expect(sub?.id).not.toBe(forgedId);
  });

  it("a quote request stores the estimate the server computes, never one the client sends", async () => {
    const pricing = parsePricingModel(quotePricing);
    const email = uniqueEmail("estimate");
    const answers = {
      name: "Katherine Johnson",
      email,
      phone: "+1 832 555 0199",
      company: "",
      projectType: "ecommerce",
      budget: "50k-100k",
      timeline: "relaxed",
      description: "An online store for mission patches.",
      industry: "E-commerce",
      currentWebsite: "",
      features: ["Payment Integration", "Admin Panel"],
      goals: "",
    };
    const forged = { ...answers, estimate_low: 1, estimate_high: 2, estimate_note: "Free of charge" };
    const published = ["web-development", "web-applications"];
    expect(await intakeLead(server, quoteLeadForm(pricing, published), forged, freshAddress())).toEqual({
      ok: true,
    });
    const withoutModel = { ...answers, email: uniqueEmail("no-estimate") };
    // The shop's service (web applications) is not published here: the request is filed under none.
    expect(
      await intakeLead(server, quoteLeadForm(null, ["web-development"]), withoutModel, freshAddress()),
    ).toEqual({ ok: true });
    const rows = await sql(
      stack,
      "select email, service, estimate_low, estimate_high, estimate_note from public.project_evaluations where email in ($1, $2) order by email",
      [email, withoutModel.email],
    );
    expect(rows).toEqual([
      {
        email,
        service: "web-applications",
        estimate_low: 26600,
        estimate_high: 44500,
        estimate_note: quotePricing.note,
      },
      {
        email: withoutModel.email,
        service: null,
        estimate_low: null,
        estimate_high: null,
        estimate_note: null,
      },
    ]);
  });

  it("an evaluation stores a published service by its slug and refuses one that is not published", async () => {
    const form = evaluationLeadForm(["web-development", "data-engineering"]);
    const email = uniqueEmail("service");
    const lead = { name: "Noor", email, phone: "", service: "data-engineering" };
    expect(await intakeLead(server, form, lead, freshAddress())).toEqual({ ok: true });
    const refused = await intakeLead(server, form, { ...lead, service: "plumbing" }, freshAddress());
    expect(refused).toMatchObject({
      ok: false,
      fieldErrors: { service: "Please choose a service from the list." },
    });
    expect(
      await sql(stack, "select service from public.project_evaluations where email = $1", [email]),
    ).toEqual([{ service: "data-engineering" }]);
  });

  it("the server path stores exactly what the visitor typed", async () => {
    const typed = {
      firstName: "Zoë",
      lastName: "O'Brien-Δ",
      email: uniqueEmail("typed"),
      company: "<b>Ünïcode & Co</b>",
      message: "Line one\nLine two with \"quotes\" and 'apostrophes' and emoji 🚀",
    };
    expect(await intakeLead(server, leadForms.contact, typed, freshAddress())).toEqual({ ok: true });
    const rows = await sql(
      stack,
      "select first_name, last_name, email, company, message, status, notes from public.contact_submissions where email = $1",
      [typed.email],
    );
    expect(rows).toEqual([
      {
        first_name: typed.firstName,
        last_name: typed.lastName,
        email: typed.email,
        company: typed.company,
        message: typed.message,
        status: "new",
        notes: null,
      },
    ]);
  });
});

describe("a lead's language", { timeout: 60_000 }, () => {
  it("is stored from the form's language, English by default, and staff read it in the inbox", async () => {
    const spanish = contactInput(uniqueEmail("es-contact"));
    expect(await intakeLead(server, contactLeadForm("es"), spanish, freshAddress())).toEqual({ ok: true });
    const subscriber = uniqueEmail("es-news");
    expect(await intakeLead(server, newsletterLeadForm("es"), { email: subscriber }, freshAddress())).toEqual(
      {
        ok: true,
      },
    );
    const english = contactInput(uniqueEmail("en-contact"));
    expect(await intakeLead(server, leadForms.contact, english, freshAddress())).toEqual({ ok: true });
    const rows = await sql<{ email: string; locale: string }>(
      stack,
      "select email, locale from public.lead_inbox where email = any($1) order by email",
      [[spanish.email, subscriber, english.email]],
    );
    expect(rows).toEqual(
      [
        { email: spanish.email, locale: "es" },
        { email: subscriber, locale: "es" },
        { email: english.email, locale: "en" },
      ].sort((a, b) => a.email.localeCompare(b.email)),
    );
  });

  it("answers in Spanish, and the database refuses a language the site does not speak", async () => {
    const refused = await intakeLead(server, contactLeadForm("es"), { firstName: "" }, freshAddress());
    expect(refused).toMatchObject({
      ok: false,
      message: "Algunos campos necesitan su atención. Revíselos e inténtelo de nuevo.",
      fieldErrors: { firstName: "Nombre es obligatorio.", email: "Correo electrónico es obligatorio." },
    });
    for (const table of LEAD_TABLES) {
      const row = validRow(table);
      row.locale = "fr";
      const { data } = await server.rpc("submit_lead", {
        lead_table: table,
        lead: row,
        address_key: `language:${table}`,
        address_limit: 100,
        address_window_seconds: 60,
        email_key: `language:${String(row.email)}`,
        email_limit: 100,
        email_window_seconds: 60,
      });
      expect(data, table).toMatchObject({ error_code: "23514" });
    }
  });
});

describe("rate limits", { timeout: 60_000 }, () => {
  it("a forged X-Forwarded-For does not mint addresses: the limit holds and says when to retry", async () => {
    const proxied = "203.0.113.7";
    const { limit, windowSeconds } = LEAD_RATE_LIMITS.address;
    const results = [];
    for (let i = 0; i < limit + 3; i++) {
      // One trusted proxy appended the real address; everything to its left is the client's invention.
      const headers = new Headers({ "x-forwarded-for": `10.${i}.0.1, 172.16.${i}.9, ${proxied}` });
      const address = clientAddress(headers, 1);
      expect(address).toBe(proxied);
      results.push(await intakeLead(server, leadForms.contact, contactInput(), address));
    }
    expect(results.slice(0, limit).every((r) => r.ok)).toBe(true);
    for (const refused of results.slice(limit)) {
      expect(refused).toMatchObject({ ok: false, toast: "contactFailed" });
      if (refused.ok) continue;
      expect(refused.retryAfterSeconds).toBeGreaterThan(windowSeconds - 60);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(windowSeconds);
      expect(refused.message).toBe(
        `You have sent several requests in a short time. Please try again in ${Math.ceil((refused.retryAfterSeconds ?? 0) / 60)} minutes.`,
      );
    }
  });

  it("past one e-mail's limit a lead is kept, marked as suspected spam, with no staff notice", async () => {
    const email = uniqueEmail("same");
    const { limit } = LEAD_RATE_LIMITS.email;
    const results = [];
    for (let i = 0; i < limit + 1; i++) {
      results.push(await intakeLead(server, leadForms.contact, contactInput(email), freshAddress()));
    }
    expect(results.map((r) => r.ok)).toEqual(Array(limit + 1).fill(true));
    const rows = await sql<{ id: string; suspected_spam: boolean }>(
      stack,
      "select id, suspected_spam from public.contact_submissions where email = $1 order by created_at, id",
      [email],
    );
    expect(rows.map((r) => r.suspected_spam).sort()).toEqual([...Array(limit).fill(false), true]);
    const spam = rows.find((r) => r.suspected_spam);
    expect(await sql(stack, "select 1 from public.lead_notices where lead_id = $1", [spam?.id])).toEqual([]);
    expect(
      await sql(stack, "select suspected_spam from public.lead_inbox where id = $1", [spam?.id]),
    ).toEqual([{ suspected_spam: true }]);
  });

  it("a limit survives a restart of the stack on the same data", async () => {
    const restartEnv = await createTestEnv();
    try {
      let restartStack = await restartEnv.start();
      const address = "192.0.2.44";
      const { limit } = LEAD_RATE_LIMITS.address;
      for (let i = 0; i < limit; i++) {
        const ok = await intakeLead(
          client(restartStack, restartStack.serviceRoleKey),
          leadForms.evaluation,
          { name: "Restart", email: uniqueEmail("restart"), phone: "", service: "" },
          address,
        );
        expect(ok).toEqual({ ok: true });
      }
      await restartStack.stop();
      restartStack = await restartEnv.start();
      const after = await intakeLead(
        client(restartStack, restartStack.serviceRoleKey),
        leadForms.evaluation,
        { name: "Restart", email: uniqueEmail("restart"), phone: "", service: "" },
        address,
      );
      expect(after).toMatchObject({ ok: false, toast: "evaluationFailed" });
      if (!after.ok) expect(after.retryAfterSeconds).toBeGreaterThan(0);
    } finally {
      await restartEnv.cleanup();
    }
  }, 120_000);
});

/** Sends a contact message through the server path and returns its stored row's id. */
async function sentContact(input: ReturnType<typeof contactInput>): Promise<{ id: string } | undefined> {
  expect(await intakeLead(server, leadForms.contact, input, freshAddress())).toEqual({ ok: true });
  const [lead] = await sql<{ id: string }>(
    stack,
    "select id from public.contact_submissions where email = $1",
    [input.email],
  );
  return lead;
}

describe("staff notices", { timeout: 60_000 }, () => {
  const outbox = () =>
    noticeTransportFromEnv({ MAIL_OUTBOX: outboxFile(env.dataDir), LEAD_NOTIFY_TO: "leads@example.com" });

  it("the visitor gets one confirmation in the lead's language; a suspected spam lead gets none", async () => {
    const spanish = contactInput(uniqueEmail("confirma"));
    expect(await intakeLead(server, contactLeadForm("es"), spanish, freshAddress())).toEqual({ ok: true });
    const english = contactInput(uniqueEmail("confirm"));
    expect(await intakeLead(server, leadForms.contact, english, freshAddress())).toEqual({ ok: true });
    await sql(
      stack,
      "insert into public.newsletter_subscriptions (email, suspected_spam, locale) values ($1, true, 'es')",
      [uniqueEmail("confirm-spam")],
    );
    expect(
      await sql(
        stack,
        "select count(*)::int as n from public.lead_confirmations c join public.newsletter_subscriptions s on s.id = c.lead_id where s.suspected_spam",
      ),
    ).toEqual([{ n: 0 }]);
    await deliverDueConfirmations(server, outbox(), { siteUrl });
    await deliverDueConfirmations(server, outbox(), { siteUrl });
    const confirmations = (address: string) =>
      stack.outbox().filter((m) => m.type === "lead-confirmation" && m.to === address);
    expect(confirmations(spanish.email).map((m) => m.subject)).toEqual(["Recibimos su mensaje"]);
    expect(confirmations(spanish.email)[0]?.text).toContain("Gracias por escribirnos.");
    expect(confirmations(english.email).map((m) => m.subject)).toEqual(["We received your message"]);
    // Staff's notice is still the lead's one notice, and the staff outbox has no visitor's mail.
    expect(
      stack.outbox().filter((m) => m.type === "lead-confirmation" && m.to === "leads@example.com"),
    ).toEqual([]);
    expect(
      await sql(
        stack,
        "select c.status, c.attempts from public.lead_confirmations c join public.contact_submissions s on s.id = c.lead_id where s.email = $1",
        [spanish.email],
      ),
    ).toEqual([{ status: "sent", attempts: 1 }]);
  });

  it("a lead produces exactly one mail in the outbox, however often the worker runs", async () => {
    const input = contactInput();
    const lead = await sentContact(input);
    expect(await sql(stack, "select status from public.lead_notices where lead_id = $1", [lead?.id])).toEqual(
      [{ status: "pending" }],
    );
    await deliverDueNotices(server, outbox(), { siteUrl });
    await deliverDueNotices(server, outbox(), { siteUrl });
    const mails = stack.outbox().filter((m) => m.type === "lead-notice" && m.subject.includes(input.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: "leads@example.com",
      subject: `New contact message: Ada Lovelace <${input.email}>`,
    });
    expect(mails[0]?.text).toContain("Company: Analytical Engines");
    expect(mails[0]?.text).toContain("Message: Hello");
    expect(
      await sql(
        stack,
        "select status, attempts, sent_at is not null as sent from public.lead_notices where lead_id = $1",
        [lead?.id],
      ),
    ).toEqual([{ status: "sent", attempts: 1, sent: true }]);
  });

  it("with the mail transport failing, the lead is stored and its notice retried, then marked failed", async () => {
    await deliverDueNotices(server, outbox(), { siteUrl });
    const failing = noticeTransportFromEnv({
      ...process.env,
      SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      LEAD_NOTIFY_TO: "leads@example.com",
    });
    const input = contactInput();
    const lead = await sentContact(input);
    expect(lead?.id).toBeTruthy();

    const first = await deliverDueNotices(server, failing, { siteUrl });
    expect(first).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const [waiting] = await sql<Record<string, unknown>>(
      stack,
      "select status, attempts, last_error, next_attempt_at > now() as later from public.lead_notices where lead_id = $1",
      [lead?.id],
    );
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, later: true });
    expect(String(waiting?.last_error)).toMatch(/ECONNREFUSED|connect/i);

    // Without backoff, every remaining attempt runs now.
    await sql(stack, "update public.lead_notices set next_attempt_at = now() where lead_id = $1", [lead?.id]);
    const rest = await deliverDueNotices(server, failing, { siteUrl, retryBaseSeconds: 0 });
    expect(rest).toEqual({ sent: 0, retrying: NOTICE_DELIVERY.maxAttempts - 2, failed: 1 });
    const [failed] = await sql<Record<string, unknown>>(
      stack,
      "select status, attempts, last_error from public.lead_notices where lead_id = $1",
      [lead?.id],
    );
    expect(failed).toMatchObject({ status: "failed", attempts: NOTICE_DELIVERY.maxAttempts });
    expect(String(failed?.last_error)).toMatch(/ECONNREFUSED|connect/i);
    // A failed notice is never picked up again, and staff can read it.
    expect(await deliverDueNotices(server, failing, { siteUrl, retryBaseSeconds: 0 })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    const admin = await confirmedAdmin(stack);
    const visible = await admin.client
      .from("lead_notices")
      .select("status, last_error")
      .eq("lead_id", lead?.id);
    expect(visible.error).toBeNull();
    expect(visible.data).toEqual([{ status: "failed", last_error: failed?.last_error }]);
    expect(
      await sql(stack, "select email from public.contact_submissions where id = $1", [lead?.id]),
    ).toEqual([{ email: input.email }]);
  });
});
