import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalStack } from "../../local/supabase/stack.ts";
import { confirmedAdmin, confirmedUser, createTestEnv, STACK_TIMEOUT, sql, type TestEnv } from "./helpers.ts";

let env: TestEnv;
let stack: LocalStack;
let admin: SupabaseClient;
let member: SupabaseClient;

beforeAll(async () => {
  env = await createTestEnv();
  stack = await env.start();
  const adminUser = await confirmedAdmin(stack);
  admin = adminUser.client;
  member = (await confirmedUser(stack)).client;
}, STACK_TIMEOUT);

afterAll(async () => {
  await env?.cleanup();
}, STACK_TIMEOUT);

const progressOf = async (id: string) =>
  (await sql<{ progress: number }>(stack, "select progress from public.projects where id = $1", [id]))[0]
    ?.progress;

describe("a project's work", { timeout: 60_000 }, () => {
  it("every sample project with milestones shows their mean progress", async () => {
    const off = await sql(
      stack,
      `select p.id from public.projects p
       join public.project_milestones m on m.project_id = p.id
       group by p.id, p.progress having p.progress <> round(avg(m.progress))`,
    );
    expect(off).toEqual([]);
  });

  it("milestones added and completed move the progress; tasks take the next place", async () => {
    const [project] = await sql<{ id: string }>(
      stack,
      `insert into public.projects (name, client_id, service_id, start_date, deadline, budget, progress)
       select 'Work test', (select id from public.clients limit 1), (select id from public.services limit 1),
         public.agency_today(), public.agency_today() + 30, 1000, 40
       returning id`,
    );
    const id = project?.id ?? "";
    // Without milestones the progress is what staff set.
    expect(await progressOf(id)).toBe(40);
    const first = await admin.rpc("add_milestone", { p_project_id: id, p_name: "Design", p_due_date: null });
    const second = await admin.rpc("add_milestone", {
      p_project_id: id,
      p_name: "Build",
      p_due_date: "2030-01-01",
    });
    expect([first.error, second.error]).toEqual([null, null]);
    expect(await progressOf(id)).toBe(0);
    const done = await admin
      .from("project_milestones")
      .update({ status: "completed", progress: 100 })
      .eq("id", first.data)
      .select("id");
    expect(done.data).toHaveLength(1);
    expect(await progressOf(id)).toBe(50);
    const order = await sql<{ name: string; order_index: number }>(
      stack,
      "select name, order_index from public.project_milestones where project_id = $1 order by order_index",
      [id],
    );
    expect(order).toEqual([
      { name: "Design", order_index: 0 },
      { name: "Build", order_index: 1 },
    ]);
    const task = await admin.rpc("add_task", {
      p_project_id: id,
      p_title: "Wireframes",
      p_estimated_hours: 6,
    });
    expect(task.error).toBeNull();

    const refused = await member.rpc("add_milestone", {
      p_project_id: id,
      p_name: "Forged",
      p_due_date: null,
    });
    expect(refused.error?.message).toBe("Only admins can make this change.");
    const gone = await admin.rpc("add_task", {
      p_project_id: "00000000-0000-4000-8000-000000000000",
      p_title: "Nowhere",
      p_estimated_hours: 1,
    });
    expect(gone.error?.message).toBe("This project no longer exists.");
  });

  it("time logged on a task is its actual hours; the project's hours follow; nobody types them", async () => {
    const [project, other] = await sql<{ id: string }>(
      stack,
      `insert into public.projects (name, client_id, service_id, start_date, deadline, budget)
       select 'Task time ' || n, (select id from public.clients limit 1), (select id from public.services limit 1),
         public.agency_today(), public.agency_today() + 30, 1000
       from generate_series(1, 2) n
       returning id`,
    );
    const id = project?.id ?? "";
    const [member1] = await sql<{ id: string }>(
      stack,
      "select id from public.team_members order by name limit 1",
    );
    const task = await admin.rpc("add_task", {
      p_project_id: id,
      p_title: "Build the API",
      p_estimated_hours: 12,
      p_assignee_id: member1?.id,
    });
    expect(task.error).toBeNull();
    const taskRow = async () =>
      (
        await sql<{ actual_hours: string; estimated_hours: string; assignee_id: string }>(
          stack,
          "select actual_hours, estimated_hours, assignee_id from public.project_tasks where id = $1",
          [task.data],
        )
      )[0];
    expect(await taskRow()).toEqual({
      actual_hours: "0.00",
      estimated_hours: "12.00",
      assignee_id: member1?.id,
    });

    const log = (hours: number, projectId = id) =>
      admin
        .from("project_time_entries")
        .insert({
          project_id: projectId,
          task_id: task.data,
          team_member_id: member1?.id,
          description: "API work",
          hours,
          date: "2026-11-02",
        })
        .select("id")
        .single();
    const first = await log(3.5);
    const second = await log(2);
    expect([first.error, second.error]).toEqual([null, null]);
    expect((await taskRow())?.actual_hours).toBe("5.50");
    const overview = await admin.from("projects_overview").select("hours_logged").eq("id", id).single();
    expect(overview.data?.hours_logged).toBe(5.5);

    // A task of another project cannot take the time.
    const elsewhere = await log(1, other?.id);
    expect(elsewhere.error?.code).toBe("23503");
    // Archived time leaves the task's hours; typed hours are refused; a new task starts at 0.
    expect(
      (await admin.rpc("archive_record", { p_table: "project_time_entries", p_id: second.data?.id })).error,
    ).toBeNull();
    expect((await taskRow())?.actual_hours).toBe("3.50");
    const typed = await admin
      .from("project_tasks")
      .update({ actual_hours: 40 })
      .eq("id", task.data)
      .select("id");
    expect(typed.error?.message).toBe("A task's actual hours follow the time logged on it.");
    const forged = await admin
      .from("project_tasks")
      .insert({ project_id: id, title: "Forged", estimated_hours: 1, actual_hours: 99, order_index: 9 })
      .select("actual_hours")
      .single();
    expect(forged.data).toEqual({ actual_hours: 0 });
  });
});
