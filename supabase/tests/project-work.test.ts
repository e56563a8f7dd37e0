import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalStack } from "../local/stack.ts";
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
});
