import { describe, expect, it } from "vitest";
import { companyFacts } from "./company-facts.ts";
import { checkFacts, FACT_GRAMMAR, factFindingMessage, factsWarning, findClaims } from "./fact-guard.ts";

// The seed's facts: two project counts (the marketing figure and the home hero's), one of each other kind.
const facts = companyFacts(
  [
    { key: "projectsDelivered", kind: "projects", value: "500+", label: "Projects delivered" },
    { key: "homeProjects", kind: "projects", value: "150+", label: "Projects (home hero)" },
    { key: "enterpriseClients", kind: "clients", value: "50+", label: "Enterprise clients" },
    { key: "uptimeGuarantee", kind: "uptime", value: "99.9%", label: "Uptime guarantee" },
    { key: "foundedYear", kind: "founded", value: "2015", label: "Founded" },
    { key: "supportHours", kind: "support", value: "24/7", label: "Support" },
  ],
  3,
);

const verdicts = (text: string) =>
  checkFacts(text, facts).map(({ claim, fact, verdict }) => [claim.figure, verdict, fact.key]);

describe("claims", () => {
  it("reads a number with a unit of its kind, before or after it, with words between", () => {
    expect(
      findClaims("600+ projects, since 2014, from four offices").map(({ kind, reading }) => [kind, reading]),
    ).toEqual([
      ["projects", "600+"],
      ["founded", "2014"],
      ["offices", "4"],
    ]);
    expect(findClaims("60+ enterprise clients")[0]).toMatchObject({ kind: "clients", reading: "60+" });
    expect(findClaims("Cardinal began in Houston in 2015.")[0]).toMatchObject({
      kind: "founded",
      figure: "2015",
    });
    expect(findClaims("an uptime of 99.95%")[0]).toMatchObject({ kind: "uptime", reading: "99.95%" });
    expect(findClaims("Available 24x7")[0]).toMatchObject({ kind: "support", reading: "24/7" });
  });

  it("reads one figure however it is written", () => {
    expect(findClaims("1,000+ projects")[0]?.reading).toBe("1000+");
    expect(findClaims("1K+ projects")[0]?.reading).toBe("1000+");
    expect(findClaims("Three offices")[0]?.reading).toBe("3");
  });

  it("has a grammar row for every kind of fact", () => {
    expect(Object.keys(FACT_GRAMMAR).sort()).toEqual(
      ["clients", "founded", "offices", "projects", "support", "uptime"].sort(),
    );
  });
});

describe("facts guard", () => {
  it.each([
    ["600+ projects", "600+", "projectsDelivered"],
    ["since 2014", "2014", "foundedYear"],
    ["4 offices", "4", "officeCount"],
    ["60+ enterprise clients", "60+", "enterpriseClients"],
    ["150 projects", "150", "homeProjects"],
    ["99% uptime", "99%", "uptimeGuarantee"],
    ["Support 24/5", "24/5", "supportHours"],
    ["We have shipped 1,000+ successful projects.", "1,000+", "projectsDelivered"],
  ])("%j differs from a fact and names it", (text, figure, key) => {
    expect(verdicts(text)).toEqual([[figure, "differs", key]]);
  });

  it.each([
    ["500+ Projects delivered", "projectsDelivered"],
    ["A Houston agency that has shipped 500+ projects.", "projectsDelivered"],
    ["150+ Projects", "homeProjects"],
    ["Digital Excellence Since 2015", "foundedYear"],
    ["Cardinal began in Houston in 2015.", "foundedYear"],
    ["3 Global offices", "officeCount"],
    ["Three offices, one team.", "officeCount"],
    ["24/7 Client support", "supportHours"],
    ["Available 24/7", "supportHours"],
    ["99.9% Uptime guarantee", "uptimeGuarantee"],
    ["50+ Enterprise clients", "enterpriseClients"],
  ])("%j types the figure of %s", (text, key) => {
    expect(verdicts(text)).toEqual([[expect.any(String), "typed", key]]);
  });

  it.each([
    "500+ Properties Listed",
    "150+ Firms",
    "24/7 Monitoring",
    "Projects for clients across three continents",
    "Kept for up to three years",
    "3x faster delivery on 3.5 projects",
    "{projectsDelivered} projects delivered since {foundedYear}",
    "{officeCount} Global offices",
    "Launched in 2015 with a 4-week sprint",
    "Reply within 24 hours",
  ])("accepts %j", (text) => {
    expect(checkFacts(text, facts)).toEqual([]);
  });

  it("passes claims of a kind no fact has", () => {
    expect(checkFacts("600+ projects", companyFacts([], 3))).toEqual([]);
  });

  it("finds every claim of a text, in order", () => {
    expect(verdicts("Since 2014 we have run 4 offices and 600+ projects.")).toEqual([
      ["2014", "differs", "foundedYear"],
      ["4", "differs", "officeCount"],
      ["600+", "differs", "projectsDelivered"],
    ]);
  });

  it("says which fact a claim contradicts and how to fix it", () => {
    const [differs] = checkFacts("600+ projects", facts);
    if (!differs) throw new Error("expected a finding");
    expect(factFindingMessage(differs)).toBe(
      '"600+" disagrees with the company fact "Projects delivered" (500+). Write {projectsDelivered}, or change the figure in Company facts if it has changed.',
    );
    expect(factsWarning("4 offices", facts)).toBe(
      '"4" disagrees with the company fact "Offices" (3). Write {officeCount}: it is counted from the offices listed in Site settings.',
    );
    expect(factsWarning("Since 2015", facts)).toBe(
      '"2015" types the figure of "Founded" (2015). Write {foundedYear} instead: it is kept in Company facts, so every page shows the same figure.',
    );
    expect(factsWarning("Nothing to see", facts)).toBeNull();
  });
});

describe("claims in Spanish copy", () => {
  const spanish = (text: string) =>
    checkFacts(text, facts, "es").map(({ claim, fact, verdict }) => [claim.figure, verdict, fact.key]);

  it("are read with Spanish words for the kinds and the numbers", () => {
    expect(spanish("Más de 500+ proyectos y 50+ clientes empresariales")).toEqual([
      ["500+", "typed", "projectsDelivered"],
      ["50+", "typed", "enterpriseClients"],
    ]);
    expect(spanish("Fundada en Houston en 2014, con soporte 24/7")).toEqual([
      ["2014", "differs", "foundedYear"],
      ["24/7", "typed", "supportHours"],
    ]);
    expect(
      findClaims("desde 2015, en cuatro oficinas", "es").map(({ kind, reading }) => [kind, reading]),
    ).toEqual([
      ["founded", "2015"],
      ["offices", "4"],
    ]);
    expect(factsWarning("Una disponibilidad del 99.9%", facts, "es")).toContain("{uptimeGuarantee}");
  });

  it("are not read in English copy, nor English claims in Spanish copy", () => {
    // "once" is eleven in Spanish, and nothing in English.
    expect(findClaims("once our clients see it")).toEqual([]);
    expect(findClaims("once clientes", "es")).toMatchObject([{ kind: "clients", reading: "11" }]);
    expect(findClaims("500+ proyectos")).toEqual([]);
    expect(findClaims("500+ projects", "es")).toEqual([]);
  });

  it("leave tokens alone", () => {
    expect(spanish("{projectsDelivered} proyectos desde {foundedYear}")).toEqual([]);
  });
});
