import { describe, expect, it } from "vitest";
import { parseProjectsState } from "./params.ts";

const ID = "0b6e6c1e-3f7a-4c4e-9a51-2f7c1c9d8e01";

describe("parseProjectsState", () => {
  it("keeps known filters, the open project, New Project and Edit project", () => {
    expect(
      parseProjectsState({
        q: " portal ",
        status: "in-progress",
        priority: "high",
        project: ID,
        new: "project",
        edit: "project",
        sort: "budget-desc",
      }),
    ).toEqual({
      q: "portal",
      status: "in-progress",
      priority: "high",
      sort: { key: "budget", direction: "desc" },
      project: ID,
      create: true,
      edit: true,
    });
  });

  it("reads anything unknown as no filter and nothing open", () => {
    const unknown = {
      status: "lost",
      priority: "urgent!",
      project: "7",
      new: "client",
      edit: "client",
      sort: "cost-desc",
    };
    expect(parseProjectsState(unknown)).toEqual({
      q: "",
      status: "all",
      priority: "all",
      sort: { key: "deadline", direction: "asc" },
      project: "",
      create: false,
      edit: false,
    });
  });
});
