import { describe, expect, it, vi } from "vitest";
import { companyFacts } from "../../lib/content/company-facts.ts";
import {
  blocksText,
  FACTS_READ_TIMEOUT_MS,
  factConflictsRule,
  factKeyRule,
  noTypedFacts,
  statText,
  typedFactsRule,
  uniqueFactKeysRule,
} from "./fact-rules.ts";

const facts = companyFacts(
  [
    { key: "projectsDelivered", kind: "projects", value: "500+", label: "Projects delivered" },
    { key: "foundedYear", kind: "founded", value: "2015", label: "Founding year" },
  ],
  3,
);

describe("typed facts rule", () => {
  it("warns about a typed figure and names the token", () => {
    expect(typedFactsRule("We have delivered 500+ projects", facts)).toContain("Write {projectsDelivered}");
    expect(typedFactsRule("Offices in three cities: three offices", facts)).toContain("Write {officeCount}");
  });

  it("reads a Spanish document's copy in Spanish", () => {
    expect(typedFactsRule("Más de 500+ proyectos entregados", facts, "es")).toContain(
      "Write {projectsDelivered}",
    );
    expect(typedFactsRule("Más de 500+ proyectos entregados", facts)).toBe(true);
  });

  it("accepts tokens, other figures and values that are not text", () => {
    expect(typedFactsRule("{projectsDelivered} projects since {foundedYear}", facts)).toBe(true);
    expect(typedFactsRule("500+ Agents", facts)).toBe(true);
    expect(typedFactsRule(undefined, facts)).toBe(true);
    expect(typedFactsRule(42, facts)).toBe(true);
  });

  it("reads a figure with its label, and rich text span by span", () => {
    expect(statText({ value: "500+", label: "Projects delivered" })).toBe("500+ Projects delivered");
    expect(statText({ value: "500+" })).toBeUndefined();
    expect(statText(undefined)).toBeUndefined();
    const blocks = [
      { children: [{ text: "Founded in " }, { text: "2015" }] },
      { children: [{ text: "Houston" }] },
    ];
    expect(blocksText(blocks)).toBe("Founded in 2015\nHouston");
    expect(typedFactsRule(blocksText(blocks), facts)).toContain("Write {foundedYear}");
    expect(blocksText("not blocks")).toBeUndefined();
  });
});

describe("typed facts rule in the Studio", () => {
  // A client of its own dataset, whose first read of the facts fails.
  function studioContext() {
    let reads = 0;
    const dataset = `failing-${Math.random()}`;
    const client = {
      config: () => ({ projectId: "facts-test", dataset, apiHost: "local" }),
      fetch: async () => {
        reads += 1;
        if (reads === 1) throw new Error("the lake did not answer");
        return { facts: [{ key: "projectsDelivered", kind: "projects", value: "500+", label: "Projects" }] };
      },
    };
    const context = { getClient: () => client, document: { _id: "aboutPage", _type: "aboutPage" } };
    return {
      context: context as unknown as Parameters<ReturnType<typeof noTypedFacts>>[1],
      reads: () => reads,
    };
  }

  it("reads the facts again after a failed read, at once, rather than leaving the next rule nothing", async () => {
    const { context, reads } = studioContext();
    const rule = noTypedFacts();
    await expect(rule("We have delivered 500+ projects", context)).rejects.toThrow("did not answer");
    // The next rule, within the two seconds a good read is kept: it waits for a new read.
    await expect(rule("We have delivered 500+ projects", context)).resolves.toContain(
      "Write {projectsDelivered}",
    );
    expect(reads()).toBe(2);
  });

  it("gives up a read that never answers, so validation ends and the next rule reads again", async () => {
    vi.useFakeTimers();
    try {
      let reads = 0;
      const client = {
        config: () => ({ projectId: "facts-test", dataset: `silent-${Math.random()}`, apiHost: "local" }),
        // The first read hangs until it is aborted; the second answers.
        fetch: (_query: string, _params: unknown, { signal }: { signal: AbortSignal }) => {
          reads += 1;
          if (reads > 1)
            return Promise.resolve({
              facts: [{ key: "projectsDelivered", kind: "projects", value: "500+", label: "Projects" }],
            });
          return new Promise((_, reject) => signal.addEventListener("abort", () => reject(signal.reason)));
        },
      };
      const context = {
        getClient: () => client,
        document: { _id: "aboutPage", _type: "aboutPage" },
      } as never;
      const rule = noTypedFacts();
      const first = expect(rule("We have delivered 500+ projects", context)).rejects.toThrow("did not load");
      await vi.advanceTimersByTimeAsync(FACTS_READ_TIMEOUT_MS);
      await first;
      await expect(rule("We have delivered 500+ projects", context)).resolves.toContain(
        "Write {projectsDelivered}",
      );
      expect(reads).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("company facts document rules", () => {
  const stored = [
    { key: "projectsDelivered", kind: "projects", value: "500+", label: "Projects delivered" },
    { key: "homeProjects", kind: "projects", value: "150+", label: "Projects (home hero)" },
  ];

  it("warns when two facts of one kind disagree", () => {
    expect(factConflictsRule(stored)).toContain("500+ ({projectsDelivered}, Projects delivered) and 150+");
    expect(factConflictsRule(stored.slice(0, 1))).toBe(true);
    expect(factConflictsRule(undefined)).toBe(true);
  });

  it("refuses a key used twice", () => {
    expect(uniqueFactKeysRule([...stored, { ...stored[0] }])).toBe(
      "The key projectsDelivered is used twice; each fact needs its own.",
    );
    expect(uniqueFactKeysRule(stored)).toBe(true);
  });

  it("keeps keys to one camel-case word that no computed figure uses", () => {
    expect(factKeyRule("projectsDelivered")).toBe(true);
    expect(factKeyRule("projects delivered")).toContain("camelCase");
    expect(factKeyRule("{projects}")).toContain("camelCase");
    expect(factKeyRule("officeCount")).toBe("{officeCount} is counted by the site; pick another key.");
    expect(factKeyRule("quoteSteps")).toContain("counted by the site");
  });
});
