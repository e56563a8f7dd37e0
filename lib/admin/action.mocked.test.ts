import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { adminAction, parseForm } from "./action.ts";

const { refresh, adminSession } = vi.hoisted(() => ({
  refresh: vi.fn(),
  adminSession: vi.fn(),
}));
vi.mock("next/cache", () => ({ refresh }));
vi.mock("./session.ts", () => ({ adminSession }));

const schema = z.object({ name: z.string().min(1, "Name is required."), age: z.number().int("Whole.") });

describe("parseForm", () => {
  it("returns the parsed values", () => {
    expect(parseForm(schema, { name: "Ada", age: 3 })).toEqual({ ok: true, data: { name: "Ada", age: 3 } });
  });

  it("says the first problem and names the first problem of each field", () => {
    const parsed = parseForm(schema, { name: "", age: 1.5 });
    expect(parsed).toEqual({
      ok: false,
      result: {
        ok: false,
        message: "Name is required.",
        fieldErrors: { name: "Name is required.", age: "Whole." },
      },
    });
  });

  it("names an edit's fields as the form does", () => {
    const edit = z.object({ clientId: z.uuid("This client no longer exists."), values: schema });
    const parsed = parseForm(edit, { clientId: "x", values: { name: "", age: 2 } });
    expect(parsed.ok ? null : parsed.result).toEqual({
      ok: false,
      message: "This client no longer exists.",
      fieldErrors: { clientId: "This client no longer exists.", name: "Name is required." },
    });
  });
});

describe("adminAction", () => {
  const store = vi.fn(async (values: { name: string }) => ({ ok: true as const, id: values.name }));
  const action = adminAction(z.object({ name: z.string().min(1, "Name is required.") }), store);

  beforeEach(() => {
    refresh.mockClear();
    store.mockClear();
    adminSession.mockResolvedValue({ supabase: {}, userId: "staff" });
  });

  it("renders the caller's view once in its own response when nothing follows", async () => {
    expect(await action({ name: "Ada" })).toEqual({ ok: true, id: "Ada" });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("leaves the render to the navigation that follows, so the area renders once", async () => {
    expect(await action({ name: "Ada" }, "navigate")).toEqual({ ok: true, id: "Ada" });
    expect(store).toHaveBeenCalledTimes(1);
    expect(refresh).not.toHaveBeenCalled();
  });

  it("renders nothing for a refused input or a visitor who is not an admin", async () => {
    expect(await action({ name: "" })).toMatchObject({ ok: false, message: "Name is required." });
    adminSession.mockResolvedValue(null);
    expect(await action({ name: "Ada" })).toMatchObject({ ok: false });
    expect(store).not.toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
  });
});
