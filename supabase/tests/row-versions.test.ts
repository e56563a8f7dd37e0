import { describe, expect, it } from "vitest";
import { formatSavedAt } from "../../lib/admin/workspace/dates.ts";
import { client, sql, stackWithTwoAdmins, type VersionStamp, versionStampOf } from "./helpers.ts";

const { stack, ann, bob } = await stackWithTwoAdmins();

const stampOf = (table: "projects" | "clients" | "invoices" | "project_tasks", id: string) =>
  versionStampOf(stack, table, id);

async function newProject(): Promise<string> {
  const [row] = await sql<{ id: string }>(
    stack,
    `insert into public.projects (name, client_id, service_id, start_date, deadline, budget)
     select 'Versioned ' || gen_random_uuid(), (select id from public.clients order by created_at limit 1),
       (select id from public.services order by created_at limit 1), public.agency_today(),
       public.agency_today() + 30, 5000
     returning id`,
  );
  return row?.id ?? "";
}

const projectFields = (overrides: Record<string, unknown> = {}) => ({
  name: "Versioned project",
  description: "",
  service_id: null as string | null,
  status: "new",
  priority: "medium",
  start_date: "2026-01-05",
  end_date: "",
  deadline: "2026-03-01",
  budget: 5000,
  team_lead_id: "",
  tags: [],
  ...overrides,
});

describe("row versions: no silent overwrites", { timeout: 60_000 }, () => {
  it("a project edit opened from an older version is refused, naming who saved and when", async () => {
    const id = await newProject();
    const [{ service_id: serviceId } = { service_id: "" }] = await sql<{ service_id: string }>(
      stack,
      "select service_id from public.projects where id = $1",
      [id],
    );
    const opened = (await stampOf("projects", id)).version;
    expect(opened).toBe(1);

    // Ann: priority High (the whole form, as the edit dialog sends it).
    const annSave = await ann.client.rpc("update_project", {
      p_project_id: id,
      p_version: opened,
      project: projectFields({ service_id: serviceId, priority: "high" }),
      team: [],
    });
    expect(annSave.error).toBeNull();
    expect(annSave.data).toBe(opened + 1);
    const afterAnn = await stampOf("projects", id);
    expect(afterAnn).toMatchObject({ version: opened + 1, updated_by: ann.userId });

    // Bob, from the version he opened: status Quoted through the edit function, then straight to the table.
    const bobSave = await bob.client.rpc("update_project", {
      p_project_id: id,
      p_version: opened,
      project: projectFields({ service_id: serviceId, status: "quoted" }),
      team: [],
    });
    expect(bobSave.error?.code).toBe("PT409");
    expect(bobSave.error?.message).toBe(
      `${ann.email} saved this project on ${formatSavedAt(afterAnn.updated_at)}, after you opened it. Reload to see their change; yours was not saved.`,
    );
    expect(JSON.parse(bobSave.error?.details ?? "{}")).toMatchObject({
      version: opened + 1,
      updated_by: ann.email,
    });
    const direct = await bob.client
      .from("projects")
      .update({ status: "quoted", priority: "medium", version: opened })
      .eq("id", id)
      .select("id");
    expect(direct.error?.code).toBe("PT409");
    const [row] = await sql(stack, "select status, priority, version from public.projects where id = $1", [
      id,
    ]);
    expect(row).toEqual({ status: "new", priority: "high", version: opened + 1 });

    // Reloaded, Bob's change goes through on top of Ann's.
    const reloaded = await bob.client
      .from("projects")
      .update({ status: "quoted", version: afterAnn.version })
      .eq("id", id)
      .select("status, priority, version, updated_by");
    expect(reloaded.error).toBeNull();
    expect(reloaded.data).toEqual([
      { status: "quoted", priority: "high", version: opened + 2, updated_by: bob.userId },
    ]);
  });

  it("progress the milestones derive is not an edit: it neither needs a version nor moves it", async () => {
    const id = await newProject();
    const before = await stampOf("projects", id);
    const added = await ann.client.rpc("add_milestone", {
      p_project_id: id,
      p_name: "Design",
      p_due_date: null,
    });
    expect(added.error).toBeNull();
    await ann.client
      .from("project_milestones")
      .update({ status: "completed", progress: 100 })
      .eq("id", added.data);
    const [after] = await sql<VersionStamp & { progress: number }>(
      stack,
      "select progress, version, updated_by, updated_at from public.projects where id = $1",
      [id],
    );
    expect(after?.progress).toBe(100);
    expect(after).toMatchObject({ version: before.version, updated_by: before.updated_by });
    expect(new Date(after?.updated_at ?? 0).getTime()).toBe(new Date(before.updated_at).getTime());
  });

  it("the team is replaced with the project's fields in one versioned edit", async () => {
    const id = await newProject();
    const members = await sql<{ id: string }>(
      stack,
      "select id from public.team_members order by name limit 3",
    );
    const [serviceRow] = await sql<{ service_id: string }>(
      stack,
      "select service_id from public.projects where id = $1",
      [id],
    );
    const team = (ids: string[]) =>
      ann.client.rpc("update_project", {
        p_project_id: id,
        p_version: null as unknown as number,
        project: projectFields({ service_id: serviceRow?.service_id }),
        team: ids,
      });
    // Without a version nothing is saved.
    const bare = await team([members[0]?.id ?? ""]);
    expect(bare.error?.message).toBe("An edit must say which version of the project it was opened from.");
    const save = (version: number, ids: string[]) =>
      ann.client.rpc("update_project", {
        p_project_id: id,
        p_version: version,
        project: projectFields({ service_id: serviceRow?.service_id, team_lead_id: members[2]?.id }),
        team: ids,
      });
    expect((await save(1, [members[0]?.id ?? "", members[1]?.id ?? ""])).error).toBeNull();
    expect((await save(2, [members[1]?.id ?? ""])).error).toBeNull();
    const assigned = await sql<{ team_member_id: string }>(
      stack,
      "select team_member_id from public.project_assignments where project_id = $1",
      [id],
    );
    expect(assigned).toEqual([{ team_member_id: members[1]?.id }]);
    expect((await stampOf("projects", id)).version).toBe(3);
  });

  it("a client edit carries its version; a stale one is refused and the newer values stay", async () => {
    const [client] = await sql<{ id: string }>(
      stack,
      `insert into public.clients (name, email, company, industry)
       values ('Vera Version', 'vera-' || gen_random_uuid() || '@example.com', 'Versions Inc', 'Legal')
       returning id`,
    );
    const id = client?.id ?? "";
    const first = await ann.client.from("clients").update({ phone: "713-555-0101", version: 1 }).eq("id", id);
    expect(first.error).toBeNull();
    const stamp = await stampOf("clients", id);
    expect(stamp).toMatchObject({ version: 2, updated_by: ann.userId });
    const stale = await bob.client.from("clients").update({ notes: "Prefers mail", version: 1 }).eq("id", id);
    expect(stale.error?.code).toBe("PT409");
    expect(stale.error?.message).toContain(
      `${ann.email} saved this client on ${formatSavedAt(stamp.updated_at)}`,
    );
    const [row] = await sql(stack, "select phone, notes, version from public.clients where id = $1", [id]);
    expect(row).toEqual({ phone: "713-555-0101", notes: null, version: 2 });
  });

  it("a draft invoice edit carries its version: a stale save is refused, even one changing only lines", async () => {
    const [invoice] = await sql<{ id: string; client_id: string; issue_date: string; due_date: string }>(
      stack,
      `select id, client_id, issue_date::text, due_date::text from public.invoices where status = 'draft' limit 1`,
    );
    if (!invoice) throw new Error("no draft invoice in the sample data");
    const opened = (await stampOf("invoices", invoice.id)).version;
    const fields = (due: string) => ({
      client_id: invoice.client_id,
      project_id: "",
      issue_date: invoice.issue_date,
      due_date: due,
      description: "",
      notes: "",
      tax_rate: 8.5,
    });
    const lines = (price: number) => [{ description: "Design", quantity: 1, unit_price: price }];
    const annSave = await ann.client.rpc("update_draft_invoice", {
      p_invoice_id: invoice.id,
      p_version: opened,
      invoice: fields(invoice.due_date),
      items: lines(1200),
    });
    expect(annSave.error).toBeNull();
    const stamp = await stampOf("invoices", invoice.id);
    expect(stamp).toMatchObject({ version: opened + 1, updated_by: ann.userId });

    const bobSave = await bob.client.rpc("update_draft_invoice", {
      p_invoice_id: invoice.id,
      p_version: opened,
      invoice: fields(invoice.due_date),
      items: lines(999),
    });
    expect(bobSave.error?.code).toBe("PT409");
    expect(bobSave.error?.message).toContain(
      `${ann.email} saved this invoice on ${formatSavedAt(stamp.updated_at)}`,
    );
    const items = await sql(
      stack,
      "select unit_price::float from public.invoice_items where invoice_id = $1",
      [invoice.id],
    );
    expect(items).toEqual([{ unit_price: 1200 }]);

    const missing = await bob.client.rpc("update_draft_invoice", {
      p_invoice_id: invoice.id,
      p_version: null as unknown as number,
      invoice: fields(invoice.due_date),
      items: lines(999),
    });
    expect(missing.error?.message).toBe("An edit must say which version of the invoice it was opened from.");
  });

  it("a new row records its author at version 1", async () => {
    const made = await ann.client
      .from("clients")
      .insert({
        name: "Nina New",
        email: `nina-${Date.now()}@example.com`,
        company: "New Rows LLC",
        industry: "Healthcare",
        version: 7,
      })
      .select("version, updated_by")
      .single();
    expect(made.error).toBeNull();
    expect(made.data).toEqual({ version: 1, updated_by: ann.userId });
  });
});

describe("every edit carries the version it was opened from, for every role", { timeout: 60_000 }, () => {
  it("a REST update that names no version is refused for an admin and for the service role", async () => {
    const id = await newProject();
    const service = client(stack, stack.serviceRoleKey);
    for (const writer of [ann.client, service]) {
      const bare = await writer.from("projects").update({ priority: "critical" }).eq("id", id).select("id");
      expect(bare.error?.code).toBe("PT428");
      expect(bare.error?.message).toBe(
        'An edit of a project must say which version it was opened from (set "version").',
      );
    }
    const [clientRow] = await sql<{ id: string }>(
      stack,
      `insert into public.clients (name, email, company, industry)
       values ('Bare Edit', 'bare-' || gen_random_uuid() || '@example.com', 'Bare Inc', 'Legal')
       returning id`,
    );
    const bareClient = await ann.client
      .from("clients")
      .update({ notes: "overwritten" })
      .eq("id", clientRow?.id)
      .select("id");
    expect(bareClient.error?.code).toBe("PT428");
    // Nothing moved: the rows are as they were, at version 1.
    const [project] = await sql(stack, "select priority, version from public.projects where id = $1", [id]);
    expect(project).toEqual({ priority: "medium", version: 1 });
    const [stored] = await sql(stack, "select notes, version from public.clients where id = $1", [
      clientRow?.id,
    ]);
    expect(stored).toEqual({ notes: null, version: 1 });
  });

  it("a claim ahead of the row is refused like a stale one; the current one advances it", async () => {
    const id = await newProject();
    const ahead = await ann.client.from("projects").update({ priority: "low", version: 2 }).eq("id", id);
    expect(ahead.error?.code).toBe("PT409");
    const service = client(stack, stack.serviceRoleKey);
    const current = await service
      .from("projects")
      .update({ priority: "low", version: 1 })
      .eq("id", id)
      .select("priority, version");
    expect(current.data).toEqual([{ priority: "low", version: 2 }]);
  });

  it("the database's own moves (archiving) need no claim and advance the version", async () => {
    const id = await newProject();
    expect((await ann.client.rpc("archive_record", { p_table: "projects", p_id: id })).error).toBeNull();
    expect((await stampOf("projects", id)).version).toBe(2);
  });
});

describe("a task is reassigned and re-estimated later, versioned and logged", { timeout: 60_000 }, () => {
  async function projectWithTeam() {
    const id = await newProject();
    const members = await sql<{ id: string; name: string }>(
      stack,
      "select id, name from public.team_members where status = 'active' order by name limit 3",
    );
    const [first, second, outsider] = members;
    if (!first || !second || !outsider) throw new Error("the sample data has three active members");
    await sql(
      stack,
      "insert into public.project_assignments (project_id, team_member_id) values ($1, $2), ($1, $3)",
      [id, first.id, second.id],
    );
    const task = await ann.client.rpc("add_task", {
      p_project_id: id,
      p_title: "Checkout flow",
      p_estimated_hours: 12,
      p_assignee_id: first.id,
    });
    expect(task.error).toBeNull();
    return { id, taskId: task.data as string, first, second, outsider };
  }

  it("update_task moves the assignee and estimate from the version it was opened from", async () => {
    const { taskId, first, second, outsider } = await projectWithTeam();
    expect((await stampOf("project_tasks", taskId)).version).toBe(1);
    const saved = await ann.client.rpc("update_task", {
      p_task_id: taskId,
      p_version: 1,
      p_assignee_id: second.id,
      p_estimated_hours: 16,
    });
    expect(saved.error).toBeNull();
    expect(saved.data).toBe(2);
    const [row] = await sql(
      stack,
      "select assignee_id, estimated_hours::float as hours, version, updated_by from public.project_tasks where id = $1",
      [taskId],
    );
    expect(row).toEqual({ assignee_id: second.id, hours: 16, version: 2, updated_by: ann.userId });

    // Bob still has version 1 open: refused, naming Ann.
    const stale = await bob.client.rpc("update_task", {
      p_task_id: taskId,
      p_version: 1,
      p_assignee_id: null as unknown as string,
      p_estimated_hours: 4,
    });
    expect(stale.error?.code).toBe("PT409");
    expect(stale.error?.message).toContain(`${ann.email} saved this task on`);
    // Someone off the project's team is not given its task.
    const outside = await ann.client.rpc("update_task", {
      p_task_id: taskId,
      p_version: 2,
      p_assignee_id: outsider.id,
      p_estimated_hours: 16,
    });
    expect(outside.error?.message).toBe("A task is assigned to a member of the project's team.");
    // Straight to the table without a version: refused.
    const bare = await ann.client.from("project_tasks").update({ assignee_id: null }).eq("id", taskId);
    expect(bare.error?.code).toBe("PT428");

    const log = await sql<{
      actor_email: string;
      detail: string;
      before: { assignee_id: string };
      after: { assignee_id: string };
    }>(
      stack,
      "select actor_email, detail, before, after from public.activity_log where subject_id = $1 and subject_type = 'task'",
      [taskId],
    );
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      actor_email: ann.email,
      detail: `Assigned to ${second.name} · 16 h estimated`,
      before: { assignee_id: first.id },
      after: { assignee_id: second.id },
    });
  });

  it("time logged on a task moves its hours without a version and without a log line", async () => {
    const { id, taskId } = await projectWithTeam();
    const logged = await ann.client
      .from("project_time_entries")
      .insert({ project_id: id, task_id: taskId, description: "Cart", hours: 3, date: "2026-01-06" });
    expect(logged.error).toBeNull();
    const [row] = await sql(
      stack,
      "select actual_hours::float as hours, version from public.project_tasks where id = $1",
      [taskId],
    );
    expect(row).toEqual({ hours: 3, version: 1 });
    const log = await sql(stack, "select 1 from public.activity_log where subject_id = $1", [taskId]);
    expect(log).toEqual([]);
  });
});
