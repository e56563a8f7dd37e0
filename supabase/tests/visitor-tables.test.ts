import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalStack } from "../../local/supabase/stack.ts";
import { FIELD_LIMITS } from "../limits.ts";
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

beforeAll(async () => {
  env = await createTestEnv();
  stack = await env.start();
}, STACK_TIMEOUT);

afterAll(async () => {
  await env?.cleanup();
}, STACK_TIMEOUT);

/** The server's credential: since 20261122000100_leads_one_way_in it is the only writer of leads. */
const server = () => client(stack, stack.serviceRoleKey);

describe("lead tables", { timeout: 30_000 }, () => {
  it("runs on the backend this suite was asked for", () => {
    expect(stack.backend).toBe(process.env.SUPABASE_LOCAL_DB_URL ? "postgres" : "pglite");
  });

  it("store a full quote and a short evaluation as sent, with status new", async () => {
    const email = uniqueEmail("quote");
    const sb = server();
    const quote = await sb.from("project_evaluations").insert({
      name: "Jordan Reyes",
      email,
      phone: "+1 713 555 0100",
      service: "web-applications",
      estimated_budget: "50k-100k",
      timeline: "standard",
      project_description: "Project type: webapp. Industry: Healthcare.",
      company: "Reyes Health",
    });
    expect(quote.error).toBeNull();
    expect(quote.status).toBe(201);
    const short = await sb
      .from("project_evaluations")
      .insert({ name: "Sam", email, phone: null, service: "seo-insights" });
    expect(short.error).toBeNull();
    // A service editors published after the first migration: the database keeps no list of them.
    const added = await sb
      .from("project_evaluations")
      .insert({ name: "Tay", email, phone: null, service: "data-engineering" });
    expect(added.error).toBeNull();

    const rows = await sql(stack, "select * from public.project_evaluations where email = $1 order by name", [
      email,
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      name: "Jordan Reyes",
      service: "web-applications",
      estimated_budget: "50k-100k",
      company: "Reyes Health",
      notes: null,
      status: "new",
    });
    expect(rows[1]).toMatchObject({ name: "Sam", phone: null, estimated_budget: null, status: "new" });
    expect(rows[2]).toMatchObject({ name: "Tay", service: "data-engineering" });
  });

  it("store a contact message and a newsletter subscription", async () => {
    const email = uniqueEmail("contact");
    const sb = server();
    const contact = await sb.from("contact_submissions").insert({
      first_name: "Lee",
      last_name: "Chen",
      email,
      company: "Chen Legal",
      message: "Please call me about a new site.",
    });
    expect(contact.error).toBeNull();
    const news = await sb.from("newsletter_subscriptions").insert({ email });
    expect(news.error).toBeNull();
    const stored = await sql(
      stack,
      "select first_name, status from public.contact_submissions where email = $1",
      [email],
    );
    expect(stored).toEqual([{ first_name: "Lee", status: "new" }]);
    const subs = await sql(stack, "select is_active from public.newsletter_subscriptions where email = $1", [
      email,
    ]);
    expect(subs).toEqual([{ is_active: true }]);
  });

  it("cannot be read anonymously, though rows exist", async () => {
    const sb = client(stack);
    for (const table of [
      "project_evaluations",
      "contact_submissions",
      "newsletter_subscriptions",
      "user_roles",
    ]) {
      const count = await sql<{ n: string }>(stack, `select count(*)::text as n from public.${table}`);
      const res = await sb.from(table).select("*");
      expect(res.error, table).toBeNull();
      expect(res.data, table).toEqual([]);
      if (table !== "user_roles") expect(Number(count[0]?.n), table).toBeGreaterThan(0);
    }
  });

  it("over-long and malformed values are refused by the database", async () => {
    const sb = server();
    const ok = { first_name: "A", last_name: "B", email: uniqueEmail("limits"), message: "hello" };
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ["contact_submissions", { ...ok, message: "x".repeat(FIELD_LIMITS.message + 1) }, "23514"],
      ["contact_submissions", { ...ok, first_name: "x".repeat(FIELD_LIMITS.firstName + 1) }, "23514"],
      ["contact_submissions", { ...ok, company: "x".repeat(FIELD_LIMITS.company + 1) }, "23514"],
      ["contact_submissions", { ...ok, email: "not-an-email" }, "23514"],
      ["contact_submissions", { ...ok, first_name: "   " }, "23514"],
      ["newsletter_subscriptions", { email: `${"a".repeat(250)}@x.com` }, "23514"],
      ["newsletter_subscriptions", { email: "two words@x.com" }, "23514"],
      ["project_evaluations", { name: "x".repeat(FIELD_LIMITS.name + 1), email: ok.email }, "23514"],
      [
        "project_evaluations",
        { name: "N", email: ok.email, phone: "x".repeat(FIELD_LIMITS.phone + 1) },
        "23514",
      ],
      [
        "project_evaluations",
        { name: "N", email: ok.email, project_description: "x".repeat(10_001) },
        "23514",
      ],
      [
        "project_evaluations",
        { name: "N", email: ok.email, company: "x".repeat(FIELD_LIMITS.company + 1) },
        "23514",
      ],
      // Any published service's slug is a service; anything not shaped like a slug is refused.
      ["project_evaluations", { name: "N", email: ok.email, service: "Data Engineering" }, "23514"],
      ["project_evaluations", { name: "N", email: ok.email, service: "x".repeat(97) }, "23514"],
      ["project_evaluations", { name: "N", email: ok.email, estimated_budget: "a lot" }, "22P02"],
      ...[
        { estimate_low: 5000, estimate_high: 4900, estimate_note: "n" },
        { estimate_low: -100, estimate_high: 4900, estimate_note: "n" },
        { estimate_low: 5000, estimate_high: 6000, estimate_note: null },
        { estimate_low: null, estimate_high: null, estimate_note: "a note without a range" },
        { estimate_low: 5000, estimate_high: null, estimate_note: "n" },
        { estimate_low: 5000, estimate_high: 6000, estimate_note: "x".repeat(FIELD_LIMITS.estimateNote + 1) },
      ].map((estimate): [string, Record<string, unknown>, string] => [
        "project_evaluations",
        { name: "N", email: ok.email, ...estimate },
        "23514",
      ]),
    ];
    for (const [table, row, code] of cases) {
      const res = await sb.from(table).insert(row);
      expect(res.error?.code, `${table} ${JSON.stringify(row).slice(0, 80)}`).toBe(code);
    }
    const atLimit = await sb
      .from("contact_submissions")
      .insert({ ...ok, message: "x".repeat(FIELD_LIMITS.message) });
    expect(atLimit.error).toBeNull();
  });

  it("a newsletter email already subscribed, in any letter case, gives 23505", async () => {
    const sb = server();
    const email = uniqueEmail("news");
    expect((await sb.from("newsletter_subscriptions").insert({ email })).error).toBeNull();
    const again = await sb.from("newsletter_subscriptions").insert({ email });
    expect(again.error?.code).toBe("23505");
    const upper = await sb.from("newsletter_subscriptions").insert({ email: email.toUpperCase() });
    expect(upper.error?.code).toBe("23505");
    const rows = await sql(
      stack,
      "select email from public.newsletter_subscriptions where lower(email) = $1",
      [email.toLowerCase()],
    );
    expect(rows).toHaveLength(1);
  });
});

describe("roles", { timeout: 30_000 }, () => {
  it("a new account gets a profile from its sign-up data and the client role", async () => {
    const user = await confirmedUser(stack, { first_name: "Maya", last_name: "Ortiz" });
    const profile = await user.client.from("profiles").select("first_name, last_name").single();
    expect(profile.error).toBeNull();
    expect(profile.data).toEqual({ first_name: "Maya", last_name: "Ortiz" });
    const role = await user.client.from("user_roles").select("role").eq("user_id", user.userId).single();
    expect(role.error).toBeNull();
    expect(role.data).toEqual({ role: "client" });
  });

  it("a signed-in user reads only their own roles; .single() on none gives PGRST116", async () => {
    const a = await confirmedUser(stack);
    const b = await confirmedUser(stack);
    const all = await a.client.from("user_roles").select("user_id, role");
    expect(all.error).toBeNull();
    expect(all.data).toEqual([{ user_id: a.userId, role: "client" }]);
    const other = await a.client.from("user_roles").select("role").eq("user_id", b.userId).single();
    expect(other.error?.code).toBe("PGRST116");
    const admin = await a.client
      .from("user_roles")
      .select("role")
      .eq("user_id", a.userId)
      .eq("role", "admin")
      .single();
    expect(admin.error?.code).toBe("PGRST116");
    const profiles = await a.client.from("profiles").select("id");
    expect(profiles.data).toEqual([{ id: a.userId }]);
  });

  it("a non-admin reads no leads; an admin reads all of them, newest first", async () => {
    const visitor = server();
    const marker = uniqueEmail("order");
    for (const name of ["First", "Second", "Third"]) {
      expect((await visitor.from("project_evaluations").insert({ name, email: marker })).error).toBeNull();
      expect(
        (
          await visitor
            .from("contact_submissions")
            .insert({ first_name: name, last_name: "L", email: marker, message: "m" })
        ).error,
      ).toBeNull();
      await new Promise((r) => setTimeout(r, 5));
    }
    const plain = await confirmedUser(stack);
    for (const table of ["project_evaluations", "contact_submissions", "newsletter_subscriptions"]) {
      const res = await plain.client.from(table).select("*");
      expect(res.error, table).toBeNull();
      expect(res.data, table).toEqual([]);
    }
    const plainUpdate = await plain.client
      .from("contact_submissions")
      .update({ status: "in-progress" })
      .eq("email", marker);
    expect(plainUpdate.error).toBeNull();

    const admin = await confirmedAdmin(stack);
    const total = await sql<{ n: string }>(
      stack,
      "select count(*)::text as n from public.project_evaluations",
    );
    const evaluations = await admin.client
      .from("project_evaluations")
      .select("*")
      .order("created_at", { ascending: false });
    expect(evaluations.error).toBeNull();
    expect(evaluations.data).toHaveLength(Number(total[0]?.n));
    const times = (evaluations.data ?? []).map((r: { created_at: string }) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(
      (evaluations.data ?? [])
        .filter((r: { email: string }) => r.email === marker)
        .map((r: { name: string }) => r.name),
    ).toEqual(["Third", "Second", "First"]);
    const contacts = await admin.client
      .from("contact_submissions")
      .select("*")
      .order("created_at", { ascending: false });
    expect(contacts.error).toBeNull();
    expect(
      (contacts.data ?? [])
        .filter((r: { email: string }) => r.email === marker)
        .map((r: { first_name: string }) => r.first_name),
    ).toEqual(["Third", "Second", "First"]);
    expect(
      await sql(stack, "select status from public.contact_submissions where email = $1 and status <> 'new'", [
        marker,
      ]),
    ).toEqual([]);
    // Each edit names the version it was opened from: all three are as they came in, at 1.
    const adminUpdate = await admin.client
      .from("contact_submissions")
      .update({ status: "in-progress", version: 1 })
      .eq("email", marker)
      .select("id");
    expect(adminUpdate.error).toBeNull();
    expect(adminUpdate.data).toHaveLength(3);
    const adminRole = await admin.client
      .from("user_roles")
      .select("role")
      .eq("user_id", admin.userId)
      .eq("role", "admin")
      .single();
    expect(adminRole.data).toEqual({ role: "admin" });
  });

  it("has_role runs with a fixed search_path as security definer", async () => {
    const rows = await sql<{ prosecdef: boolean; proconfig: string[] }>(
      stack,
      "select prosecdef, proconfig from pg_proc where proname = 'has_role' and pronamespace = 'public'::regnamespace",
    );
    expect(rows).toEqual([{ prosecdef: true, proconfig: ['search_path=""'] }]);
    const rls = await sql<{ relname: string; relrowsecurity: boolean }>(
      stack,
      `select relname, relrowsecurity from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname`,
    );
    expect(rls.every((r) => r.relrowsecurity)).toBe(true);
    expect(rls.map((r) => r.relname)).toEqual(
      expect.arrayContaining([
        "contact_submissions",
        "lead_events",
        "lead_notices",
        "lead_rate_limits",
        "newsletter_subscriptions",
        "profiles",
        "project_evaluations",
        "user_roles",
      ]),
    );
  });
});
