import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ARCHIVABLE, archiveSchema } from "./archive.ts";

const ID = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

describe("archiveSchema", () => {
  it("takes a kind from the closed list and a row id", () => {
    expect(archiveSchema.parse({ kind: "team_members", id: ID })).toEqual({ kind: "team_members", id: ID });
  });

  it("refuses any other table, and a missing or malformed id", () => {
    expect(archiveSchema.safeParse({ kind: "user_roles", id: ID }).success).toBe(false);
    expect(archiveSchema.safeParse({ kind: "payments", id: ID }).success).toBe(false);
    expect(archiveSchema.safeParse({ kind: "clients", id: "1 or 1=1" }).success).toBe(false);
    expect(archiveSchema.safeParse({ kind: "clients" }).success).toBe(false);
  });

  it("lists exactly the tables the database archives", () => {
    // The newest definition of public.archivable_tables() is the one in force.
    const migration =
      readdirSync("supabase/migrations")
        .sort()
        .map((file) => readFileSync(`supabase/migrations/${file}`, "utf8"))
        .findLast((text) => text.includes("function public.archivable_tables()")) ?? "";
    const list = /public\.archivable_tables\(\)[\s\S]*?select array\[([\s\S]*?)\]/.exec(migration)?.[1] ?? "";
    const tables = [...list.matchAll(/'([a-z_]+)'/g)].map((match) => match[1]);
    expect([...tables].sort()).toEqual([...ARCHIVABLE].sort());
  });
});
