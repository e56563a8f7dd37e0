import { describe, expect, it } from "vitest";
import { readSeedDocuments, seedDataset } from "../../tests/fixtures/content/load-seed.ts";
import { QUOTE_STEP_COUNT } from "../content/step-count.ts";
import { runLocalQuery } from "./groq-local.ts";
import { careersPageQuery } from "./queries.ts";
import { fetchResolved, liveTokens, type QueryRunner } from "./resolve.ts";
import type { SeedDocument } from "./seed-dataset.ts";

const runner =
  (documents: SeedDocument[]): QueryRunner =>
  (query, params) =>
    runLocalQuery(seedDataset(documents), query, params);

const copyQuery = `*[_id == "copy"][0].text`;
const withCopy = (text: string, documents = readSeedDocuments()) => [
  ...documents,
  { _id: "copy", _type: "copy", text },
];

describe("live tokens", () => {
  it("holds the step counts, every typed fact and the counted offices", () => {
    const { tokens } = liveTokens({
      processSteps: 7,
      officeCount: 3,
      facts: [{ key: "foundedYear", kind: "founded", value: "2015", label: "Founding year" }],
      employmentTypes: ["Full-time", "Full-time"],
    });
    expect(tokens).toEqual({
      foundedYear: "2015",
      officeCount: "3",
      quoteSteps: String(QUOTE_STEP_COUNT),
      processSteps: "7",
      employmentTerms: "All roles are full-time",
    });
  });

  it("fills nothing but the counts when there is no content yet", () => {
    expect(liveTokens(null).tokens).toEqual({
      officeCount: "0",
      quoteSteps: String(QUOTE_STEP_COUNT),
      processSteps: "0",
      employmentTerms: "All roles are full-time",
    });
  });
});

describe("copy resolved against the seed", () => {
  it("fills the company facts from the Company facts document", async () => {
    const text = await fetchResolved<string>(
      runner(
        withCopy(
          "{projectsDelivered} projects, {enterpriseClients} clients, {uptimeGuarantee} uptime, since {foundedYear}, {supportHours} support",
        ),
      ),
      copyQuery,
    );
    expect(text).toBe("500+ projects, 50+ clients, 99.9% uptime, since 2015, 24/7 support");
  });

  it("counts the offices from the offices list, so a new office changes every page", async () => {
    const documents = readSeedDocuments();
    expect(await fetchResolved(runner(withCopy("{officeCount} Global offices", documents)), copyQuery)).toBe(
      "3 Global offices",
    );
    const settings = structuredClone(documents.find((doc) => doc._id === "siteSettings")) as SeedDocument & {
      offices: Record<string, unknown>[];
    };
    settings.offices.push({ ...settings.offices[1], _key: "office-austin", city: "Austin" });
    const grown = documents.map((doc) => (doc._id === "siteSettings" ? settings : doc));
    expect(await fetchResolved(runner(withCopy("{officeCount} Global offices", grown)), copyQuery)).toBe(
      "4 Global offices",
    );
  });

  it("shows an edited fact wherever its token is written", async () => {
    const documents = readSeedDocuments().map((doc) =>
      doc._id === "companyFacts"
        ? {
            ...doc,
            facts: (doc.facts as { key: string }[]).map((fact) =>
              fact.key === "projectsDelivered" ? { ...fact, value: "600+" } : fact,
            ),
          }
        : doc,
    );
    expect(await fetchResolved(runner(withCopy("{projectsDelivered} delivered", documents)), copyQuery)).toBe(
      "600+ delivered",
    );
  });

  it("says how the careers page's roles are contracted from the roles themselves", async () => {
    const documents = readSeedDocuments();
    const rolesText = async (docs: SeedDocument[]) =>
      (await fetchResolved<{ rolesHeading: { text: string } }>(runner(docs), careersPageQuery)).rolesHeading
        .text;
    expect(await rolesText(documents)).toBe(
      "All roles are full-time with health, dental and retirement benefits.",
    );
    const withContract = [
      ...documents,
      {
        _id: "job-contract-analyst",
        _type: "jobOpening",
        title: "Data Analyst",
        department: "Engineering",
        location: "Remote",
        employmentType: "Contract",
        summary: "Six months.",
        order: 5,
      },
    ];
    expect(await rolesText(withContract)).toBe(
      "Roles are full-time or contract with health, dental and retirement benefits.",
    );
  });
});
