import { describe, expect, it } from "vitest";
import { formatSavedAt } from "../../lib/admin/workspace/dates.ts";
import { client, sql, stackWithTwoAdmins, versionStampOf } from "./helpers.ts";

// Services, team members, servers and leads carry a row version as projects and clients do: every
// staff edit says which version it was opened from, for every role, and what the database derives is
// not an edit.

const { stack, ann, bob } = await stackWithTwoAdmins();

type Table = "services" | "team_members" | "servers" | "project_evaluations" | "contact_submissions";
const stampOf = (table: Table, id: string) => versionStampOf(stack, table, id);

const insertOne = async (text: string) => {
  const [row] = await sql<{ id: string }>(stack, text);
  if (!row) throw new Error(`nothing inserted: ${text}`);
  return row.id;
};

const newService = () =>
  insertOne(
    `insert into public.services (name, description, category, base_price, hourly_rate, estimated_duration)
     values ('Versioned service ' || gen_random_uuid(), 'A service two people edit.', 'web-development', 5000, 120, 40)
     returning id`,
  );
const newMember = () =>
  insertOne(
    `insert into public.team_members (name, email, position, department, role, hourly_rate)
     values ('Vic Version', 'vic-' || gen_random_uuid() || '@cardinalconsulting.com', 'Developer', 'engineering', 'developer', 95)
     returning id`,
  );
const newServer = () =>
  insertOne(
    `insert into public.servers (name, type, provider, location, ip_address, monthly_cost, security_score, performance_score)
     values ('versioned-' || gen_random_uuid(), 'vps', 'Linode', 'Dallas, TX', '203.0.113.7', 40, 90, 90)
     returning id`,
  );
const newQuote = () =>
  insertOne(
    `insert into public.project_evaluations (name, email, service, estimated_budget, timeline, project_description)
     values ('Quinn Quote', 'quinn-' || gen_random_uuid() || '@example.com', 'web-development', '10k-25k', '1-3-months', 'A shop.')
     returning id`,
  );
const newContact = () =>
  insertOne(
    `insert into public.contact_submissions (first_name, last_name, email, message)
     values ('Cleo', 'Contact', 'cleo-' || gen_random_uuid() || '@example.com', 'Please call.')
     returning id`,
  );

/** Each table with a fresh row, an edit staff make, and a column to read it back by. */
const CASES: {
  table: Table;
  noun: string;
  make: () => Promise<string>;
  annEdit: Record<string, unknown>;
  bobEdit: Record<string, unknown>;
  read: string;
}[] = [
  {
    table: "services",
    noun: "service",
    make: newService,
    annEdit: { base_price: 6500 },
    bobEdit: { status: "active" },
    read: "base_price::float as edited, status::text as other",
  },
  {
    table: "team_members",
    noun: "team member",
    make: newMember,
    annEdit: { hourly_rate: 110 },
    bobEdit: { status: "on-leave" },
    read: "hourly_rate::float as edited, status::text as other",
  },
  {
    table: "servers",
    noun: "server",
    make: newServer,
    annEdit: { monthly_cost: 55 },
    bobEdit: { status: "maintenance" },
    read: "monthly_cost::float as edited, status::text as other",
  },
  {
    table: "project_evaluations",
    noun: "lead",
    make: newQuote,
    annEdit: { notes: "Called on Monday." },
    bobEdit: { status: "quoted" },
    read: "notes as edited, status::text as other",
  },
  {
    table: "contact_submissions",
    noun: "lead",
    make: newContact,
    annEdit: { notes: "Replied by phone." },
    bobEdit: { status: "closed" },
    read: "notes as edited, status::text as other",
  },
];

const readBack = async (table: Table, read: string, id: string) =>
  (await sql(stack, `select ${read}, version from public.${table} where id = $1`, [id]))[0];

describe("services, team members, servers and leads: no silent overwrites", { timeout: 60_000 }, () => {
  for (const { table, noun, make, annEdit, bobEdit, read } of CASES) {
    it(`${table}: a new row is at version 1; an edit from an older version is refused, naming who and when`, async () => {
      const id = await make();
      expect(await stampOf(table, id)).toMatchObject({ version: 1, updated_by: null });
      const before = await readBack(table, read, id);

      // Ann saves from version 1.
      const annSave = await ann.client
        .from(table)
        .update({ ...annEdit, version: 1 })
        .eq("id", id)
        .select("version, updated_by");
      expect(annSave.error).toBeNull();
      expect(annSave.data).toEqual([{ version: 2, updated_by: ann.userId }]);
      const stamp = await stampOf(table, id);
      const afterAnn = await readBack(table, read, id);

      // Bob still has version 1 open: refused with who saved since and when, and nothing of his is stored.
      const bobSave = await bob.client
        .from(table)
        .update({ ...bobEdit, version: 1 })
        .eq("id", id)
        .select("id");
      expect(bobSave.error?.code).toBe("PT409");
      expect(bobSave.error?.message).toBe(
        `${ann.email} saved this ${noun} on ${formatSavedAt(stamp.updated_at)}, after you opened it. Reload to see their change; yours was not saved.`,
      );
      expect(JSON.parse(bobSave.error?.details ?? "{}")).toEqual({
        version: 2,
        updated_by: ann.email,
        updated_at: expect.any(String),
      });
      expect(new Date(JSON.parse(bobSave.error?.details ?? "{}").updated_at).getTime()).toBe(
        new Date(stamp.updated_at).getTime(),
      );
      expect(await readBack(table, read, id)).toEqual(afterAnn);
      expect(afterAnn).not.toEqual(before);

      // Reloaded, Bob's change goes on top of Ann's.
      const reloaded = await bob.client
        .from(table)
        .update({ ...bobEdit, version: 2 })
        .eq("id", id)
        .select("version, updated_by");
      expect(reloaded.error).toBeNull();
      expect(reloaded.data).toEqual([{ version: 3, updated_by: bob.userId }]);
      const both = await readBack(table, read, id);
      expect(both).toMatchObject({ edited: afterAnn?.edited, version: 3 });
      expect(both?.other).toBe(Object.values(bobEdit)[0]);
    });

    it(`${table}: an update that names no version is refused (PT428), for an admin and the service role`, async () => {
      const id = await make();
      const before = await readBack(table, read, id);
      for (const writer of [ann.client, client(stack, stack.serviceRoleKey)]) {
        const bare = await writer.from(table).update(bobEdit).eq("id", id).select("id");
        expect(bare.error?.code).toBe("PT428");
        expect(bare.error?.message).toBe(
          `An edit of a ${noun} must say which version it was opened from (set "version").`,
        );
        expect(JSON.parse(bare.error?.details ?? "{}")).toEqual({ version: 1 });
      }
      expect(await readBack(table, read, id)).toEqual(before);
      expect(await stampOf(table, id)).toMatchObject({ version: 1, updated_by: null });
    });
  }

  it("a new lead starts at version 1 with no author, whatever it claims", async () => {
    const [row] = await sql(
      stack,
      `insert into public.contact_submissions (first_name, last_name, email, message, version)
       values ('Vera', 'Visitor', 'vera-' || gen_random_uuid() || '@example.com', 'Hello there.', 9)
       returning version, updated_by`,
    );
    expect(row).toEqual({ version: 1, updated_by: null });
  });
});

describe("what the database derives is not an edit", { timeout: 60_000 }, () => {
  it("a project sold for a service moves the service's figures, not its version", async () => {
    const id = await newService();
    const before = await stampOf("services", id);
    await sql(
      stack,
      `insert into public.projects (name, client_id, service_id, start_date, deadline, budget)
       select 'Sold ' || gen_random_uuid(), (select id from public.clients order by created_at limit 1), $1,
         public.agency_today(), public.agency_today() + 30, 8000`,
      [id],
    );
    const figures = await ann.client.from("services_overview").select("total_projects").eq("id", id).single();
    expect(figures.data).toEqual({ total_projects: 1 });
    expect(await stampOf("services", id)).toEqual(before);
  });

  it("a team member's projects and logged hours move their figures, not their version", async () => {
    const id = await newMember();
    const before = await stampOf("team_members", id);
    const [project] = await sql<{ id: string }>(
      stack,
      `insert into public.projects (name, client_id, service_id, start_date, deadline, budget, team_lead_id)
       select 'Led ' || gen_random_uuid(), (select id from public.clients order by created_at limit 1),
         (select id from public.services order by created_at limit 1), public.agency_today(),
         public.agency_today() + 30, 8000, $1
       returning id`,
      [id],
    );
    const logged = await ann.client.from("project_time_entries").insert({
      project_id: project?.id,
      team_member_id: id,
      description: "Kickoff",
      hours: 4,
      date: (await sql<{ today: string }>(stack, "select public.agency_today()::text as today"))[0]?.today,
    });
    expect(logged.error).toBeNull();
    const figures = await ann.client
      .from("team_overview")
      .select("projects_count, current_hours")
      .eq("id", id)
      .single();
    expect(figures.data).toEqual({ projects_count: 1, current_hours: 4 });
    expect(await stampOf("team_members", id)).toEqual(before);
  });

  it("a server's alert resolved moves its alert count, not its version", async () => {
    const id = await newServer();
    const [alert] = await sql<{ id: string }>(
      stack,
      `insert into public.server_alerts (server_id, type, message)
       values ($1, 'warning', 'CPU above 90%') returning id`,
      [id],
    );
    const before = await stampOf("servers", id);
    const resolved = await ann.client.from("server_alerts").update({ resolved: true }).eq("id", alert?.id);
    expect(resolved.error).toBeNull();
    const figures = await ann.client.from("servers_overview").select("active_alerts").eq("id", id).single();
    expect(figures.data).toEqual({ active_alerts: 0 });
    expect(await stampOf("servers", id)).toEqual(before);
  });

  it("a lead's notes log and its client link are not edits; the conversion's status is, by the database", async () => {
    const contact = await newContact();
    const note = await ann.client.from("lead_notes").insert({ lead_id: contact, body: "Left a voicemail." });
    expect(note.error).toBeNull();
    const converted = await ann.client.rpc("convert_lead_to_client", {
      p_lead_id: contact,
      client: {
        name: "Cleo Contact",
        email: `cleo-client-${Date.now()}@example.com`,
        company: "Cleo Co",
        industry: "Retail",
      },
    });
    expect(converted.error).toBeNull();
    expect(await stampOf("contact_submissions", contact)).toMatchObject({ version: 1, updated_by: null });
    const [linked] = await sql(stack, "select client_id from public.contact_submissions where id = $1", [
      contact,
    ]);
    expect(linked).toEqual({ client_id: converted.data });

    // Staff cannot set the link themselves, with or without a version.
    const forged = await ann.client
      .from("contact_submissions")
      .update({ client_id: null, version: 1 })
      .eq("id", contact);
    expect(forged.error?.code).toBe("42501");

    // A quote made into a project is marked Converted: an edit the database's own function makes.
    const quote = await newQuote();
    const client = await ann.client.rpc("convert_lead_to_client", {
      p_lead_id: quote,
      client: {
        name: "Quinn Quote",
        email: `quinn-client-${Date.now()}@example.com`,
        company: "Quinn Co",
        industry: "Retail",
      },
    });
    expect(client.error).toBeNull();
    const [lead] = await sql<{ id: string }>(
      stack,
      "select id from public.team_members where status = 'active' limit 1",
    );
    const project = await ann.client.rpc("create_project_from_quote", {
      p_lead_id: quote,
      project: {
        name: "Quinn shop",
        client_id: client.data,
        service_id: "",
        start_date: "2026-12-01",
        deadline: "2027-02-01",
        budget: 20000,
        team_lead_id: lead?.id,
      },
      team: [],
    });
    expect(project.error).toBeNull();
    const [row] = await sql(
      stack,
      "select status::text, version, updated_by from public.project_evaluations where id = $1",
      [quote],
    );
    expect(row).toEqual({ status: "converted", version: 2, updated_by: ann.userId });
  });
});
