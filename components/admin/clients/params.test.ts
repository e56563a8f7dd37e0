import { describe, expect, it } from "vitest";
import { parseClientsState } from "./params.ts";

const ID = "0b6e6c1e-3f7a-4c4e-9a51-2f7c1c9d8e01";

describe("parseClientsState", () => {
  it("takes an industry filter only from the clients' own industries", () => {
    const params = { q: "acme", status: "active", industry: "Healthcare", client: ID, edit: "client" };
    expect(parseClientsState(params, ["Healthcare", "Energy"])).toEqual({
      q: "acme",
      status: "active",
      industry: "Healthcare",
      sort: { key: "company", direction: "asc" },
      client: ID,
      create: false,
      edit: true,
    });
    expect(parseClientsState(params, ["Energy"]).industry).toBe("all");
  });

  it("opens New Client for its own kind only", () => {
    expect(parseClientsState({ new: "client" }, []).create).toBe(true);
    expect(parseClientsState({ new: "invoice", status: "gone" }, [])).toMatchObject({
      create: false,
      status: "all",
    });
  });
});
