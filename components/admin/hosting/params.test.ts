import { describe, expect, it } from "vitest";
import { ADMIN_SEARCH_MAX } from "../../../lib/admin/workspace/params.ts";
import { parseHostingState } from "./params.ts";

describe("parseHostingState", () => {
  const id = "0b6c3c4e-1d2f-4a5b-8c9d-0e1f2a3b4c5d";

  it("keeps known filters, the open server and the create form", () => {
    expect(
      parseHostingState({
        q: " web ",
        status: "online",
        type: "vps",
        server: id,
        new: "server",
        sort: "uptime-asc",
      }),
    ).toEqual({
      q: "web",
      status: "online",
      type: "vps",
      sort: { key: "uptime", direction: "asc" },
      server: id,
      manage: "",
      create: true,
    });
  });

  it("reads anything unknown as no filter", () => {
    expect(
      parseHostingState({
        status: "down",
        type: "mainframe",
        server: "x",
        manage: id,
        new: "invoice",
        sort: "x",
      }),
    ).toEqual({
      q: "",
      status: "all",
      type: "all",
      sort: { key: "name", direction: "asc" },
      server: "",
      manage: id,
      create: false,
    });
  });

  it("bounds the search as every admin list does", () => {
    expect(parseHostingState({ q: "x".repeat(ADMIN_SEARCH_MAX + 50) }).q).toHaveLength(ADMIN_SEARCH_MAX);
  });
});
