import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CHECK_FIELDS, parseForm } from "./form-result";

const schema = z.object({ name: z.string().min(1, "Name is required."), age: z.number().int("Whole.") });

describe("parseForm", () => {
  it("returns the parsed values", () => {
    expect(parseForm(schema, { name: "Ada", age: 3 })).toEqual({ ok: true, data: { name: "Ada", age: 3 } });
  });

  it("names the first problem of each field", () => {
    const parsed = parseForm(schema, { name: "", age: 1.5 });
    expect(parsed).toEqual({
      ok: false,
      result: { ok: false, message: CHECK_FIELDS, fieldErrors: { name: "Name is required.", age: "Whole." } },
    });
  });
});
