import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseForm } from "./action";

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
