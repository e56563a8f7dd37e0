// Every fixed page, rendered through its real query with each stored field of its document removed in
// turn (a walk over whatever the seed holds, not a list per page): the page always renders.
import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { runLocalQuery } from "../../lib/sanity/groq-local.ts";
import * as queries from "../../lib/sanity/queries.ts";
import { fetchResolved } from "../../lib/sanity/resolve.ts";
import type { LocalDataset, SeedDocument } from "../../lib/sanity/seed-dataset.ts";
import { fieldPaths, without } from "../../tests/fixtures/content/field-walk.ts";
import { readSeedDocuments, seedDataset } from "../../tests/fixtures/content/load-seed.ts";
import { system } from "../ui/system.ts";
import { AboutPage } from "./about-page.tsx";
import { CareersPage } from "./careers-page.tsx";
import { ContactPage } from "./contact-page.tsx";
import { HomePage } from "./home-page.tsx";
import { IndustriesPage } from "./industries-page.tsx";
import { PortfolioPage } from "./portfolio-page.tsx";
import { ProcessPage } from "./process-page.tsx";

type Stored = Record<string, unknown>;

/** Each fixed page: its document, its query and its component. */
const pages: { id: string; query: string; render: (content: never) => ReactNode }[] = [
  { id: "homePage", query: queries.homePageQuery, render: (content) => <HomePage content={content} /> },
  { id: "aboutPage", query: queries.aboutPageQuery, render: (content) => <AboutPage content={content} /> },
  {
    id: "careersPage",
    query: queries.careersPageQuery,
    render: (content) => <CareersPage content={content} />,
  },
  {
    id: "contactPage",
    query: queries.contactPageQuery,
    render: (content) => <ContactPage content={content} />,
  },
  {
    id: "industriesPage",
    query: queries.industriesPageQuery,
    render: (content) => <IndustriesPage content={content} />,
  },
  {
    id: "portfolioPage",
    query: queries.portfolioPageQuery,
    render: (content) => <PortfolioPage content={content} />,
  },
  {
    id: "processPage",
    query: queries.processPageQuery,
    render: (content) => <ProcessPage content={content} />,
  },
];

const seed = readSeedDocuments();
let dataset: LocalDataset;

beforeAll(() => {
  dataset = seedDataset(seed);
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "info").mockImplementation(() => {});
});

afterAll(() => {
  vi.restoreAllMocks();
});

async function renderWith(page: (typeof pages)[number], doc: Stored): Promise<string> {
  const documents = dataset.documents.map((other) => (other._id === page.id ? doc : other));
  const byId = new Map(dataset.byId).set(page.id, doc as SeedDocument);
  const content = await fetchResolved<never>(
    (query, params) => runLocalQuery({ ...dataset, documents, byId } as LocalDataset, query, params),
    page.query,
  );
  return renderToString(<ChakraProvider value={system}>{page.render(content)}</ChakraProvider>);
}

const cases = pages.flatMap((page) => {
  const doc = seed.find((candidate) => candidate._id === page.id) as Stored;
  // Top-level sections and the first item of each list stand for the rest (the walk stays quick).
  return fieldPaths(doc, ["seo"])
    .filter(
      (path) => !path.some((step, index) => typeof step === "number" && step > 0 && index < path.length),
    )
    .map((path) => ({ page, doc, path }));
});

describe("every fixed page without one of its fields", () => {
  it("walks every page", () => {
    expect(new Set(cases.map(({ page }) => page.id)).size).toBe(pages.length);
  });

  it.each(cases.map((entry) => [`${entry.page.id} ${entry.path.join(".")}`, entry] as const))(
    "%s",
    async (_name, { page, doc, path }) => {
      const whole = await renderWith(page, doc);
      const html = await renderWith(page, without(doc, path));
      expect(html.length).toBeGreaterThan(0);
      expect(whole.length).toBeGreaterThan(0);
    },
  );
});
