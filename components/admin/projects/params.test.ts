import { describe, expect, it } from "vitest";
import { parseProjectsState } from "./params";

const ID = "0b6e6c1e-3f7a-4c4e-9a51-2f7c1c9d8e01";

describe("parseProjectsState", () => {
  it("keeps known filters, the open project and New Project", () => {
    expect(
      parseProjectsState({
        q: " portal ",
        status: "in-progress",
        priority: "high",
        project: ID,
        new: "project",
      }),
    ).toEqual({ q: "portal", status: "in-progress", priority: "high", project: ID, create: true });
  });

  it("reads anything unknown as no filter and nothing open", () => {
    expect(parseProjectsState({ status: "lost", priority: "urgent!", project: "7", new: "client" })).toEqual({
      q: "",
      status: "all",
      priority: "all",
      project: "",
      create: false,
    });
  });
});
