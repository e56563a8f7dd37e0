import { describe, expect, it } from "vitest";
import {
  type CompanyFact,
  companyFacts,
  factConflictMessage,
  factTokens,
  findFactConflicts,
} from "./company-facts.ts";

const stored = [
  { key: "projectsDelivered", kind: "projects", value: "500+", label: "Projects delivered" },
  { key: "enterpriseClients", kind: "clients", value: "50+", label: "Enterprise clients" },
  { key: "uptimeGuarantee", kind: "uptime", value: "99.9%", label: "Uptime guarantee" },
  { key: "foundedYear", kind: "founded", value: "2015", label: "Founded" },
  { key: "supportHours", kind: "support", value: "24/7", label: "Support" },
];

const facts: CompanyFact[] = companyFacts(stored, 3);

describe("company facts", () => {
  it("keeps the complete typed facts and adds the office count, counted from the offices list", () => {
    expect(facts.map((fact) => [fact.key, fact.value])).toEqual([
      ["projectsDelivered", "500+"],
      ["enterpriseClients", "50+"],
      ["uptimeGuarantee", "99.9%"],
      ["foundedYear", "2015"],
      ["supportHours", "24/7"],
      ["officeCount", "3"],
    ]);
    expect(companyFacts(stored, 4).at(-1)).toMatchObject({ key: "officeCount", value: "4" });
  });

  it("skips half-typed facts, unknown kinds and facts that would replace a computed figure", () => {
    const result = companyFacts(
      [
        { key: "projectsDelivered", kind: "projects", value: null, label: "Projects" },
        { key: null, kind: "clients", value: "50+", label: "Clients" },
        { key: "awards", kind: "awards", value: "12", label: "Awards" },
        { key: "officeCount", kind: "projects", value: "9", label: "Offices typed by hand" },
        { key: "processSteps", kind: "projects", value: "9", label: "Steps typed by hand" },
      ],
      3,
    );
    expect(factTokens(result)).toEqual({ officeCount: "3" });
  });

  it("labels a fact by its key when the label is missing, and tolerates no facts at all", () => {
    expect(companyFacts([{ key: "since", kind: "founded", value: "2015" }], 1)[0]?.label).toBe("since");
    expect(factTokens(companyFacts(null, 0))).toEqual({ officeCount: "0" });
  });
});

describe("facts that disagree", () => {
  it("finds two facts of one kind with different figures", () => {
    const withHome = [
      ...stored,
      { key: "homeProjects", kind: "projects", value: "150+", label: "Projects (home hero)" },
    ];
    const conflicts = findFactConflicts(withHome);
    expect(conflicts).toHaveLength(1);
    const [conflict] = conflicts;
    if (!conflict) throw new Error("expected a conflict");
    expect(conflict.facts.map((fact) => fact.value)).toEqual(["500+", "150+"]);
    expect(factConflictMessage(conflict)).toBe(
      'The "Projects delivered" facts disagree: 500+ ({projectsDelivered}, Projects delivered) and 150+ ({homeProjects}, Projects (home hero)). Settle on one figure and write its token wherever the other is used.',
    );
  });

  it("accepts facts of one kind that agree, and facts still being typed", () => {
    expect(
      findFactConflicts([
        ...stored,
        { key: "projectsAgain", kind: "projects", value: " 500+ ", label: "Projects" },
        { key: "draft", kind: "projects", value: "", label: "Projects" },
        { key: "noKind", value: "150+" },
      ]),
    ).toEqual([]);
    expect(findFactConflicts(undefined)).toEqual([]);
  });
});
