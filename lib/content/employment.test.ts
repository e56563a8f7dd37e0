import { describe, expect, it } from "vitest";
import { EMPLOYMENT_TYPES, employmentTerms } from "./employment.ts";

describe("the employment sentence", () => {
  it("says all roles are full-time while every role is", () => {
    expect(employmentTerms(["Full-time", "Full-time", "Full-time", "Full-time"])).toBe(
      "All roles are full-time",
    );
    expect(employmentTerms(["Contract"])).toBe("All roles are contract");
  });

  it("names every type, in the list's order, once the roles mix them", () => {
    expect(employmentTerms(["Full-time", "Contract", "Full-time"])).toBe("Roles are full-time or contract");
    expect(employmentTerms(["Internship", "Full-time", "Part-time"])).toBe(
      "Roles are internship, full-time or part-time",
    );
  });

  it("ignores roles without a type and claims the first type offered when no role is listed", () => {
    expect(employmentTerms(["Full-time", null, " "])).toBe("All roles are full-time");
    expect(employmentTerms([])).toBe(`All roles are ${EMPLOYMENT_TYPES[0].toLowerCase()}`);
  });
});
