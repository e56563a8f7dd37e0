import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayIso } from "../../lib/admin/workspace/dates.ts";
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

const archive = (table: string, id: string, as = admin) =>
  as.rpc("archive_record", { p_table: table, p_id: id });
const restore = (table: string, id: string, as = admin) =>
  as.rpc("restore_record", { p_table: table, p_id: id });

async function newClient(company: string): Promise<string> {
  const { data, error } = await admin
    .from("clients")
    .insert({
      name: "Ada Archive",
      email: `${company.toLowerCase().replace(/\W/g, "")}@example.com`,
      company,
      industry: "Retail",
    })
    .select("id")
    .single();
  if (error) throw error;
  return data.id as string;
}

describe("archive and undo", { timeout: 60_000 }, () => {
  it("an archived client leaves the list and the summary, is logged, and comes back with Undo", async () => {
    const before = (await admin.from("clients_summary").select("total_clients").single()).data?.total_clients;
    const id = await newClient("Archive Test Co");
    expect((await admin.from("clients_summary").select("total_clients").single()).data?.total_clients).toBe(
      Number(before) + 1,
    );

    expect((await archive("clients", id)).error).toBeNull();
    const stored = await sql<{ archived: boolean }>(
      stack,
      "select archived_at is not null as archived from public.clients where id = $1",
      [id],
    );
    expect(stored).toEqual([{ archived: true }]);
    expect((await admin.from("clients_overview").select("id").eq("id", id)).data).toEqual([]);
    expect((await admin.from("clients").select("id").eq("id", id)).data).toEqual([]);
    expect((await admin.from("clients_summary").select("total_clients").single()).data?.total_clients).toBe(
      Number(before),
    );
    // An archived row cannot be changed behind the dashboard's back either.
    const edit = await admin.from("clients").update({ company: "Renamed" }).eq("id", id).select("id");
    expect(edit.data).toEqual([]);

    expect((await restore("clients", id)).error).toBeNull();
    expect((await admin.from("clients_overview").select("id").eq("id", id)).data).toEqual([{ id }]);
    const log = await sql<{
      subject_type: string;
      subject_label: string;
      to_status: string;
      actor_email: string;
    }>(
      stack,
      "select subject_type, subject_label, to_status, actor_email from public.activity_log where subject_id = $1 and to_status in ('archived', 'restored') order by occurred_at",
      [id],
    );
    expect(log).toEqual([
      {
        subject_type: "client",
        subject_label: "Archive Test Co",
        to_status: "archived",
        actor_email: adminEmail,
      },
      {
        subject_type: "client",
        subject_label: "Archive Test Co",
        to_status: "restored",
        actor_email: adminEmail,
      },
    ]);
  });

  it("only drafts and cancelled invoices are archived, and a number is never given twice", async () => {
    const clientId = await newClient("Numbering Co");
    const created = await admin.rpc("create_invoice", {
      invoice: { client_id: clientId, issue_date: "2031-01-15", due_date: "2031-02-15" },
      items: [{ description: "Work", quantity: 1, unit_price: 100 }],
    });
    expect(created.error).toBeNull();
    const draftId = created.data as string;
    expect((await archive("invoices", draftId)).error).toBeNull();
    const next = await admin.rpc("create_invoice", {
      invoice: { client_id: clientId, issue_date: "2031-01-16", due_date: "2031-02-16" },
      items: [{ description: "Work", quantity: 1, unit_price: 100 }],
    });
    expect(next.error).toBeNull();
    const numbers = await sql<{ invoice_number: string }>(
      stack,
      "select invoice_number from public.invoices where client_id = $1 order by invoice_number",
      [clientId],
    );
    expect(numbers.map((row) => row.invoice_number)).toEqual(["INV-2031-001", "INV-2031-002"]);

    expect((await admin.rpc("send_invoice", { p_invoice_id: next.data })).error).toBeNull();
    const refused = await archive("invoices", next.data as string);
    expect(refused.error?.message).toBe(
      "A sent invoice stays on record: only drafts and cancelled invoices are archived.",
    );
    // The client still has a live invoice, so it stays.
    expect((await archive("clients", clientId)).error?.message).toBe(
      "This client still has invoices that are not archived: archive those first.",
    );
  });

  it("a client waits for its projects to be archived, and comes back before them", async () => {
    const clientId = await newClient("Restore Order Co");
    const { data: project } = await admin
      .from("projects")
      .insert({
        name: "Archive order",
        client_id: clientId,
        service_id: (await sql<{ id: string }>(stack, "select id from public.services limit 1"))[0]?.id,
        start_date: today,
        deadline: today,
        budget: 1000,
      })
      .select("id")
      .single();
    const projectId = project?.id as string;
    const active = async () =>
      Number((await admin.from("projects_summary").select("total_projects").single()).data?.total_projects);
    const before = await active();
    expect((await archive("clients", clientId)).error?.message).toBe(
      "This client still has projects that are not archived: archive those first.",
    );
    expect((await archive("projects", projectId)).error).toBeNull();
    expect(await active()).toBe(before - 1);
    expect((await archive("clients", clientId)).error).toBeNull();
    expect((await restore("projects", projectId)).error?.message).toBe(
      "Its client is archived: restore that first.",
    );
    expect((await restore("clients", clientId)).error).toBeNull();
    expect((await restore("projects", projectId)).error).toBeNull();
    expect(await active()).toBe(before);
  });

  it("is for admins only, and for the listed tables only", async () => {
    const id = await newClient("Members Cannot Co");
    const byMember = await archive("clients", id, member);
    expect(byMember.error?.code).toBe("42501");
    expect((await restore("clients", id, member)).error?.code).toBe("42501");
    const elsewhere = await archive("user_roles", id);
    expect(elsewhere.error?.message).toBe("Records of this kind are not archived.");
    const stored = await sql(stack, "select 1 from public.clients where id = $1 and archived_at is null", [
      id,
    ]);
    expect(stored).toHaveLength(1);
  });
});
