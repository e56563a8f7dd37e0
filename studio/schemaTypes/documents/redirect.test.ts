// The redirect document as the Studio validates it, with Sanity's own validator over the seed.
import { createSchema, validateDocument, type Workspace } from "sanity";
import { beforeAll, describe, expect, it } from "vitest";
import { runLocalQuery } from "../../../lib/sanity/groq-local.ts";
import type { LocalDataset, SeedDocument } from "../../../lib/sanity/seed-dataset.ts";
import { readSeedDocuments, seedDataset } from "../../../tests/fixtures/content/load-seed.ts";
import { schemaTypes } from "../index.ts";

const schema = createSchema({ name: "default", types: schemaTypes });
let dataset: LocalDataset;

function workspaceOver(current: () => LocalDataset) {
  const client = {
    fetch: (query: string, params: Record<string, unknown> = {}) => runLocalQuery(current(), query, params),
    config: () => ({ projectId: "seed", dataset: "production" }),
  };
  return { schema, getClient: () => client } as unknown as Workspace;
}

async function errors(fields: Record<string, unknown>) {
  const markers = await validateDocument({
    document: { _id: "drafts.redirect-test", _type: "redirect", permanent: true, ...fields } as never,
    workspace: workspaceOver(() => dataset),
    environment: "studio",
    getDocumentExists: async ({ id }) => dataset.byId.has(id),
  });
  return markers
    .filter((marker) => marker.level === "error")
    .map((marker) => `${marker.path.join(".")}: ${marker.message}`);
}

beforeAll(() => {
  dataset = seedDataset();
});

describe("a redirect in the Studio", () => {
  it("refuses the 404 and every other address of the application", async () => {
    for (const from of ["/_not-found", "/landing-pages/spring", "/auth/confirm", "/robots.txt"]) {
      expect(await errors({ from, to: "/services" })).toEqual([
        expect.stringMatching(/^from: .*belongs to the application/),
      ]);
    }
  });

  it("refuses to replace a live page until the editor confirms it, naming the page and its links", async () => {
    const [contact] = await errors({ from: "/contact", to: "/about" });
    expect(contact).toMatch(/^from: \/contact is a fixed page of the site, linked from the header/);
    expect(contact).toMatch(/confirm it below/);
    expect(await errors({ from: "/insights/healthcare-portal", to: "/insights" })).toEqual([
      expect.stringMatching(/^from: \/insights\/healthcare-portal is a published case study/),
    ]);
    expect(await errors({ from: "/contact", to: "/about", replaces: "/contact" })).toEqual([]);
    // A confirmation is for one address: changing From asks again.
    expect(await errors({ from: "/about", to: "/contact", replaces: "/contact" })).toHaveLength(1);
    // Nothing served there: no confirmation needed.
    expect(await errors({ from: "/insights/old-name", to: "/insights/healthcare-portal" })).toEqual([]);
  });

  it("sends visitors to another site only on a host the site settings list", async () => {
    expect(await errors({ from: "/old-offer", to: "https://example.com/contact-us" })).toEqual([
      "to: example.com is not one of the allowed redirect hosts (Site settings → Redirects, empty now).",
    ]);
    const seed = readSeedDocuments().map((doc) =>
      doc._id === "siteSettings" ? { ...doc, redirectHosts: ["example.com"] } : doc,
    ) as SeedDocument[];
    dataset = seedDataset(seed);
    expect(await errors({ from: "/old-offer", to: "https://example.com/contact-us" })).toEqual([]);
    expect(await errors({ from: "/old-offer", to: "https://other.example/" })).toHaveLength(1);
    dataset = seedDataset();
  });
});

describe("the allowed redirect hosts", () => {
  it("take host names only", async () => {
    const settings = readSeedDocuments().find((doc) => doc._id === "siteSettings") as SeedDocument;
    const markers = await validateDocument({
      document: {
        ...settings,
        _id: "drafts.siteSettings",
        redirectHosts: ["www.example.com", "https://x.example/"],
      } as never,
      workspace: workspaceOver(() => dataset),
      environment: "studio",
      getDocumentExists: async () => true,
    });
    expect(
      markers.filter((marker) => marker.path[0] === "redirectHosts").map((marker) => marker.message),
    ).toEqual(["https://x.example/: A host name only, e.g. www.example.com (no https://, no path)."]);
  });
});
