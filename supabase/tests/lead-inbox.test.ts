import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

let env: TestEnv;
let stack: LocalStack;
let admin: { client: SupabaseClient; userId: string; email: string };
let member: { client: SupabaseClient; userId: string };
const email = uniqueEmail("inbox");
const ids: Record<"quote" | "evaluation" | "contact" | "newsletter", string> = {
  quote: "",
  evaluation: "",
  contact: "",
  newsletter: "",
};

beforeAll(async () => {
  env = await createTestEnv();
  stack = await env.start();
  const [quote] = await sql<{ id: string }>(
    stack,
    `insert into public.project_evaluations
       (name, email, phone, service, estimated_budget, timeline, project_description, company,
        estimate_low, estimate_high, estimate_note)
     values ('Quinn Quote', $1, '+1 713 555 0100', 'web-applications', '50k-100k', 'standard',
             'Project Type: Web App', 'Quote Works', 33000, 66000, 'A starting range.') returning id`,
    [email],
  );
  const [evaluation] = await sql<{ id: string }>(
    stack,
    "insert into public.project_evaluations (name, email) values ('Eve Evaluation', $1) returning id",
    [email],
  );
  const [contact] = await sql<{ id: string }>(
    stack,
    `insert into public.contact_submissions (first_name, last_name, email, company, message)
     values ('Cora', 'Contact', $1, 'Contact Co', 'Hello there') returning id`,
    [email],
  );
  const [newsletter] = await sql<{ id: string }>(
    stack,
    "insert into public.newsletter_subscriptions (email) values ($1) returning id",
    [email],
  );
  Object.assign(ids, {
    quote: quote?.id,
    evaluation: evaluation?.id,
    contact: contact?.id,
    newsletter: newsletter?.id,
  });
  admin = await confirmedAdmin(stack);
  member = await confirmedUser(stack);
}, STACK_TIMEOUT);

afterAll(async () => {
  await env?.cleanup();
}, STACK_TIMEOUT);

/** The version a lead is at now: what an edit opened from it claims. */
const versionOf = async (
  table: "project_evaluations" | "contact_submissions" | "newsletter_subscriptions",
  id: string,
) =>
  (await sql<{ version: number }>(stack, `select version from public.${table} where id = $1`, [id]))[0]
    ?.version ?? 0;

const evaluationStatus = async (id: string) =>
  (
    await sql<{ status: string; notes: string | null }>(
      stack,
      "select status::text, notes from public.project_evaluations where id = $1",
      [id],
    )
  )[0];

const failNotice = (leadId: string) =>
  sql(
    stack,
    "update public.lead_notices set status = 'failed', attempts = 5, last_error = 'smtp refused' where lead_id = $1",
    [leadId],
  );
const noticeOf = async (leadId: string) =>
  (
    await sql<{ status: string; attempts: number; last_error: string | null }>(
      stack,
      "select status, attempts, last_error from public.lead_notices where lead_id = $1",
      [leadId],
    )
  )[0];

describe("visitors and non-admins", { timeout: 30_000 }, () => {
  for (const who of ["anon", "member"] as const) {
    const sb = () => (who === "anon" ? client(stack) : member.client);

    it(`${who}: reads no inbox row and no history`, async () => {
      const inbox = await sb().from("lead_inbox").select("id");
      expect(inbox.data ?? []).toEqual([]);
      const events = await sb().from("lead_events").select("id");
      expect(events.data ?? []).toEqual([]);
    });

    it(`${who}: changes no status, note or subscription`, async () => {
      await sb()
        .from("project_evaluations")
        .update({ status: "approved", notes: "mine" })
        .eq("id", ids.quote);
      await sb().from("contact_submissions").update({ status: "closed" }).eq("id", ids.contact);
      await sb().from("newsletter_subscriptions").update({ is_active: false }).eq("id", ids.newsletter);
      expect(await evaluationStatus(ids.quote)).toEqual({ status: "new", notes: null });
      const [contact] = await sql(
        stack,
        "select status::text from public.contact_submissions where id = $1",
        [ids.contact],
      );
      expect(contact?.status).toBe("new");
      const [subscriber] = await sql(
        stack,
        "select is_active from public.newsletter_subscriptions where id = $1",
        [ids.newsletter],
      );
      expect(subscriber?.is_active).toBe(true);
      const inserted = await sb()
        .from("lead_events")
        .insert({ lead_table: "contact_submissions", lead_id: ids.contact, field: "status" });
      expect(inserted.error).not.toBeNull();
    });

    it(`${who}: sees no staff notice and cannot send one again`, async () => {
      await failNotice(ids.contact);
      const notices = await sb().from("lead_notices").select("id");
      expect(notices.data ?? []).toEqual([]);
      const retried = await sb().rpc("retry_lead_notice", { p_lead_id: ids.contact });
      expect(retried.error).not.toBeNull();
      expect(await noticeOf(ids.contact)).toMatchObject({ status: "failed", attempts: 5 });
    });
  }
});

describe("admins", { timeout: 30_000 }, () => {
  it("read all four kinds in the inbox, quotes told apart from evaluations", async () => {
    const { data, error } = await admin.client
      .from("lead_inbox")
      .select("kind, id, name, company, status, is_active, estimate_low, estimate_high, estimate_note")
      .eq("email", email);
    expect(error).toBeNull();
    const byKind = Object.fromEntries((data ?? []).map((row) => [row.kind, row]));
    expect(byKind.quote).toMatchObject({
      id: ids.quote,
      company: "Quote Works",
      status: "new",
      estimate_low: 33000,
      estimate_high: 66000,
      estimate_note: "A starting range.",
    });
    expect(byKind.evaluation).toMatchObject({
      id: ids.evaluation,
      name: "Eve Evaluation",
      company: null,
      estimate_low: null,
    });
    expect(byKind.contact).toMatchObject({ name: "Cora Contact", company: "Contact Co", status: "new" });
    expect(byKind.newsletter).toMatchObject({ status: "active", is_active: true });
  });

  it("change a status and a note, and the history records who and when", async () => {
    const before = Date.now();
    const { error } = await admin.client
      .from("project_evaluations")
      .update({
        status: "in-review",
        notes: "Called back on Monday.",
        version: await versionOf("project_evaluations", ids.evaluation),
      })
      .eq("id", ids.evaluation);
    expect(error).toBeNull();
    expect(await evaluationStatus(ids.evaluation)).toEqual({
      status: "in-review",
      notes: "Called back on Monday.",
    });
    const { data: events } = await admin.client
      .from("lead_events")
      .select("field, old_value, new_value, changed_by, changed_by_email, changed_at")
      .eq("lead_id", ids.evaluation)
      .order("field");
    expect(events).toHaveLength(2);
    expect(events?.[0]).toMatchObject({
      field: "notes",
      old_value: null,
      new_value: "Called back on Monday.",
    });
    expect(events?.[1]).toMatchObject({
      field: "status",
      old_value: "new",
      new_value: "in-review",
      changed_by: admin.userId,
      changed_by_email: admin.email,
    });
    const at = Date.parse(events?.[1]?.changed_at ?? "");
    expect(at).toBeGreaterThanOrEqual(before - 5_000);
    expect(at).toBeLessThanOrEqual(Date.now() + 5_000);
  });

  it("move a contact message through its own statuses, not the project ones", async () => {
    const replied = await admin.client
      .from("contact_submissions")
      .update({ status: "replied", version: await versionOf("contact_submissions", ids.contact) })
      .eq("id", ids.contact);
    expect(replied.error).toBeNull();
    const quoted = await admin.client
      .from("contact_submissions")
      .update({ status: "quoted", version: await versionOf("contact_submissions", ids.contact) })
      .eq("id", ids.contact);
    expect(quoted.error?.code).toBe("22P02");
    const [row] = await sql(stack, "select status::text from public.contact_submissions where id = $1", [
      ids.contact,
    ]);
    expect(row?.status).toBe("replied");
  });

  it("deactivate and reactivate a subscriber, each change in the history", async () => {
    for (const active of [false, true]) {
      const { error } = await admin.client
        .from("newsletter_subscriptions")
        .update({ is_active: active, version: await versionOf("newsletter_subscriptions", ids.newsletter) })
        .eq("id", ids.newsletter);
      expect(error).toBeNull();
    }
    const { data } = await admin.client
      .from("lead_events")
      .select("field, new_value")
      .eq("lead_id", ids.newsletter)
      .order("id");
    expect(data).toEqual([
      { field: "is_active", new_value: "false" },
      { field: "is_active", new_value: "true" },
    ]);
  });

  it("cannot change what the visitor sent, nor write the history themselves", async () => {
    const renamed = await admin.client
      .from("project_evaluations")
      .update({ name: "Forged" })
      .eq("id", ids.quote);
    expect(renamed.error?.code).toBe("42501");
    const repriced = await admin.client
      .from("project_evaluations")
      .update({ estimate_low: 1, estimate_high: 2 })
      .eq("id", ids.quote);
    expect(repriced.error?.code).toBe("42501");
    const redated = await admin.client
      .from("contact_submissions")
      .update({ created_at: "2099-01-01T00:00:00Z" })
      .eq("id", ids.contact);
    expect(redated.error?.code).toBe("42501");
    const forged = await admin.client
      .from("lead_events")
      .insert({ lead_table: "contact_submissions", lead_id: ids.contact, field: "status" });
    expect(forged.error?.code).toBe("42501");
    const [row] = await sql(
      stack,
      "select name, estimate_low, estimate_high from public.project_evaluations where id = $1",
      [ids.quote],
    );
    expect(row).toEqual({ name: "Quinn Quote", estimate_low: 33000, estimate_high: 66000 });
  });

  it("see a failed staff notice with its error, and put it back in the queue once", async () => {
    await failNotice(ids.evaluation);
    const { data } = await admin.client
      .from("lead_notices")
      .select("status, attempts, last_error")
      .eq("lead_id", ids.evaluation)
      .single();
    expect(data).toEqual({ status: "failed", attempts: 5, last_error: "smtp refused" });
    const retried = await admin.client.rpc("retry_lead_notice", { p_lead_id: ids.evaluation });
    expect(retried).toMatchObject({ data: true, error: null });
    expect(await noticeOf(ids.evaluation)).toEqual({ status: "pending", attempts: 0, last_error: null });
    const again = await admin.client.rpc("retry_lead_notice", { p_lead_id: ids.evaluation });
    expect(again).toMatchObject({ data: false, error: null });
  });
});
