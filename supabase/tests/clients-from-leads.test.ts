import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalStack } from "../../local/supabase/stack.ts";
import {
  confirmedAdmin,
  confirmedUser,
  createTestEnv,
  STACK_TIMEOUT,
  sql,
  type TestEnv,
  uniqueEmail,
} from "./helpers.ts";

/** The version a lead is at now: what an edit opened from it claims. */
const leadVersion = async (id: string) =>
  (
    await sql<{ version: number }>(stack, "select version from public.project_evaluations where id = $1", [
      id,
    ])
  )[0]?.version ?? 0;

let env: TestEnv;
let stack: LocalStack;
let admin: SupabaseClient;
let adminEmail: string;
let member: SupabaseClient;

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

/** A quote request as the site stores one (the owner writes it, as the lead writer does). */
async function quote(email: string): Promise<string> {
  const rows = await sql<{ id: string }>(
    stack,
    `insert into public.project_evaluations
       (name, email, company, service, estimated_budget, timeline, project_description, estimate_low, estimate_high,
        estimate_note)
     values ('Dana Reyes', $1, 'Bayou Clinics', 'web-development', '25k-50k', 'standard',
       'Project Type: E-commerce' || chr(10) || 'Features: Blog', 18400, 27700, 'A first figure.')
     returning id`,
    [email],
  );
  return rows[0]?.id ?? "";
}

const client = (email: string) => ({
  company: `Bayou ${email}`,
  name: "Dana Reyes",
  email,
  phone: null,
  website: null,
  industry: "Healthcare",
  address: null,
  status: "prospect",
  notes: null,
});

async function project(clientId: string) {
  const service = (await sql<{ id: string }>(stack, "select id from public.services order by id limit 1"))[0]
    ?.id;
  const lead = (
    await sql<{ id: string }>(stack, "select id from public.team_members order by name limit 1")
  )[0]?.id;
  return {
    name: "Bayou shop",
    description: "From the request",
    client_id: clientId,
    service_id: service,
    status: "approved",
    priority: "medium",
    start_date: "2026-11-30",
    deadline: "2027-03-30",
    budget: 27700,
    team_lead_id: lead,
    tags: ["Blog"],
  };
}

describe("a lead becomes a client and a project", { timeout: 60_000 }, () => {
  it("converts once, links the lead, creates its project once, and logs both", async () => {
    const email = uniqueEmail("dana");
    const lead = await quote(email);

    const early = await admin.rpc("create_project_from_quote", {
      p_lead_id: lead,
      project: await project("00000000-0000-4000-8000-000000000000"),
      team: [],
    });
    expect(early.error?.message).toBe("Convert the lead to a client first.");

    const converted = await admin.rpc("convert_lead_to_client", { p_lead_id: lead, client: client(email) });
    expect(converted.error).toBeNull();
    const clientId = converted.data as string;
    const again = await admin.rpc("convert_lead_to_client", { p_lead_id: lead, client: client(email) });
    expect(again.error?.message).toBe("This lead has already been converted to a client.");

    const leaderless = await admin.rpc("create_project_from_quote", {
      p_lead_id: lead,
      project: { ...(await project(clientId)), team_lead_id: "" },
      team: [],
    });
    expect(leaderless.error?.message).toBe("Choose a team lead for the project.");

    // No service chosen: the request's own (its category's first active service) is carried.
    const created = await admin.rpc("create_project_from_quote", {
      p_lead_id: lead,
      project: { ...(await project(clientId)), service_id: "" },
      team: [],
    });
    expect(created.error).toBeNull();
    const [made] = await sql(
      stack,
      `select s.name as service, m.name as lead, p.budget::float as budget, e.status as lead_status
       from public.projects p join public.services s on s.id = p.service_id
       join public.team_members m on m.id = p.team_lead_id
       join public.project_evaluations e on e.project_id = p.id
       where p.id = $1`,
      [created.data],
    );
    const [firstWeb] = await sql<{ name: string }>(
      stack,
      "select name from public.services where category = 'web-development' and status = 'active' order by name limit 1",
    );
    const [firstMember] = await sql<{ name: string }>(
      stack,
      "select name from public.team_members order by name limit 1",
    );
    expect(made).toEqual({
      service: firstWeb?.name,
      lead: firstMember?.name,
      budget: 27700,
      lead_status: "converted",
    });
    // Converted is the lead's status, never a project's.
    const projectConverted = await admin
      .from("projects")
      .update({ status: "converted", version: 1 })
      .eq("id", created.data);
    expect(projectConverted.error?.code).toBe("23514");
    const twice = await admin.rpc("create_project_from_quote", {
      p_lead_id: lead,
      project: await project(clientId),
      team: [],
    });
    expect(twice.error?.message).toBe("A project has already been created from this quote request.");

    const links = await admin.from("lead_links").select("*").eq("lead_id", lead).single();
    expect(links.data).toMatchObject({
      client_id: clientId,
      client_name: `Bayou ${email}`,
      project_id: created.data,
      project_name: "Bayou shop",
    });
    const log = await sql<{ subject_type: string; to_status: string; detail: string; actor_email: string }>(
      stack,
      "select subject_type, to_status, detail, actor_email from public.activity_log where subject_id in ($1, $2) order by subject_type",
      [clientId, created.data],
    );
    expect(log).toEqual([
      {
        subject_type: "client",
        to_status: "prospect",
        detail: `Converted from the lead of ${email}`,
        actor_email: adminEmail,
      },
      {
        subject_type: "project",
        to_status: "approved",
        detail: `From the quote request of ${email}`,
        actor_email: adminEmail,
      },
    ]);
  });

  it("names the client an e-mail already belongs to instead of making a second", async () => {
    const email = uniqueEmail("twice");
    const first = await admin.rpc("convert_lead_to_client", {
      p_lead_id: await quote(email),
      client: client(email),
    });
    expect(first.error).toBeNull();
    const second = await admin.rpc("convert_lead_to_client", {
      p_lead_id: await quote(email),
      client: client(email.toUpperCase()),
    });
    expect(second.error?.message).toBe(`A client with this e-mail already exists: Bayou ${email}.`);
  });

  it("is refused to a signed-in non-admin, and changes nothing", async () => {
    const email = uniqueEmail("forged");
    const lead = await quote(email);
    const refused = await member.rpc("convert_lead_to_client", { p_lead_id: lead, client: client(email) });
    expect(refused.error?.message).toBe("Only admins can make this change.");
    const stored = await sql(stack, "select client_id from public.project_evaluations where id = $1", [lead]);
    expect(stored).toEqual([{ client_id: null }]);
    expect(await sql(stack, "select 1 from public.clients where email = $1", [email])).toEqual([]);
    const direct = await member.from("clients").insert(client(email)).select("id");
    expect(direct.data ?? []).toEqual([]);
  });
});

describe("the inbox as a CRM", { timeout: 60_000 }, () => {
  it("notes carry their author and time; assignment and follow-up are in the view and the history", async () => {
    const email = uniqueEmail("crm");
    const lead = await quote(email);
    const forged = await admin
      .from("lead_notes")
      .insert({ lead_id: lead, body: "Called, wants a proposal", author_email: "someone@else.example" });
    // Staff write the lead and the text; who and when are the database's.
    expect(forged.error?.code).toBe("42501");
    const added = await admin.from("lead_notes").insert({ lead_id: lead, body: "Called, wants a proposal" });
    expect(added.error).toBeNull();
    const notes = await admin.from("lead_notes").select("author_email, body").eq("lead_id", lead);
    expect(notes.data).toEqual([{ author_email: adminEmail, body: "Called, wants a proposal" }]);
    const nowhere = await admin
      .from("lead_notes")
      .insert({ lead_id: "00000000-0000-4000-8000-000000000000", body: "Lost" });
    expect(nowhere.error?.message).toBe("This lead no longer exists.");
    const refused = await member.from("lead_notes").insert({ lead_id: lead, body: "Forged" });
    expect(refused.error).not.toBeNull();

    const memberId = (
      await sql<{ id: string }>(stack, "select id from public.team_members order by id limit 1")
    )[0]?.id;
    const changed = await admin
      .from("project_evaluations")
      .update({ assigned_to: memberId, follow_up_on: "2020-01-02", version: await leadVersion(lead) })
      .eq("id", lead)
      .select("id");
    expect(changed.data).toHaveLength(1);
    const row = await admin.from("lead_inbox").select("assigned_to, follow_up_on").eq("id", lead).single();
    expect(row.data).toEqual({ assigned_to: memberId, follow_up_on: "2020-01-02" });
    const overdue = await admin
      .from("lead_inbox")
      .select("id")
      .lt("follow_up_on", "2026-01-01")
      .eq("id", lead);
    expect(overdue.data).toHaveLength(1);
    const history = await sql<{ field: string; new_value: string }>(
      stack,
      "select field, new_value from public.lead_events where lead_id = $1 order by field",
      [lead],
    );
    expect(history).toEqual([
      { field: "assigned_to", new_value: memberId },
      { field: "follow_up_on", new_value: "2020-01-02" },
    ]);
  });
});
