import { describe, expect, it } from "vitest";
import { parseTeamState } from "./params.ts";

const ID = "0b6e6c1e-3f7a-4c4e-9a51-2f7c1c9d8e01";

describe("parseTeamState", () => {
  it("keeps known filters, the open member and Add Team Member", () => {
    expect(
      parseTeamState({
        department: "engineering",
        role: "developer",
        status: "active",
        member: ID,
        new: "member",
        sort: "role-desc",
      }),
    ).toEqual({
      q: "",
      department: "engineering",
      role: "developer",
      status: "active",
      sort: { key: "role", direction: "desc" },
      member: ID,
      create: true,
    });
  });

  it("reads anything unknown as no filter", () => {
    expect(parseTeamState({ department: "legal", role: "ceo", status: "x" })).toMatchObject({
      department: "all",
      role: "all",
      status: "all",
    });
  });
});
