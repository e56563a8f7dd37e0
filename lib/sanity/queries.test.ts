import { beforeAll, describe, expect, it } from "vitest";
import { readSeedDocuments, seedDataset } from "../../tests/fixtures/content/load-seed.ts";
import { siteShell } from "../../tests/fixtures/content/site-shell.ts";
import { servicePageSlugs } from "../content/service-pages.ts";
import { singletonIds } from "../content/singletons.ts";
import { parsePricingModel } from "../quote/pricing.ts";
import { quoteSteps } from "../quote/steps.ts";
import { runLocalQuery } from "./groq-local.ts";
import * as queries from "./queries.ts";
import { fetchResolved, type QueryRunner } from "./resolve.ts";
import type { LocalDataset } from "./seed-dataset.ts";
import { toSiteShell } from "./site-shell.ts";

const runnerFor =
  (dataset: LocalDataset): QueryRunner =>
  (query, params) =>
    runLocalQuery(dataset, query, params);

/** Paths whose value is missing: null, undefined, "" or an empty list. */
function missingPaths(value: unknown, path = "$"): string[] {
  if (value === null || value === undefined || value === "") return [path];
  if (Array.isArray(value)) {
    if (value.length === 0) return [path];
    return value.flatMap((item, index) => missingPaths(item, `${path}[${index}]`));
  }
  if (typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => missingPaths(item, `${path}.${key}`));
  }
  return [];
}

// Fields a page may leave empty by design: optional eyebrows, unset crops, contact cards without a
// link, rich text without links or marks.
const OPTIONAL = [/\.eyebrow$/, /\.hotspot$/, /\.crop$/, /\.cards\[\d+\]\.href$/, /\.markDefs$/, /\.marks$/];

function missingRequired(value: unknown, optional: RegExp[] = []) {
  return missingPaths(value).filter(
    (path) => ![...OPTIONAL, ...optional].some((pattern) => pattern.test(path)),
  );
}

let dataset: LocalDataset;
let run: QueryRunner;

beforeAll(() => {
  dataset = seedDataset();
  run = runnerFor(dataset);
});

const pageQueries: [string, string, Record<string, unknown>][] = [
  ["home", queries.homePageQuery, {}],
  ["site shell", queries.siteShellQuery, {}],
  ["process", queries.processPageQuery, {}],
  ["careers", queries.careersPageQuery, {}],
  ["industries", queries.industriesPageQuery, {}],
  ["about", queries.aboutPageQuery, {}],
  ["contact", queries.contactPageQuery, {}],
  ["portfolio", queries.portfolioPageQuery, {}],
  ["test", queries.testPageQuery, {}],
  ["privacy", queries.legalPageQuery, { id: singletonIds.privacyPage }],
  ["terms", queries.legalPageQuery, { id: singletonIds.termsPage }],
  ...Object.values(singletonIds).map((id): [string, string, Record<string, unknown>] => [
    `seo of ${id}`,
    queries.pageSeoQuery,
    { id },
  ]),
];

describe("page queries against the seed", () => {
  it.each(
    pageQueries.filter(
      ([name]) =>
        !name.startsWith("seo of notFound") &&
        !name.startsWith("seo of siteSettings") &&
        !name.startsWith("seo of companyFacts") &&
        !name.startsWith("seo of quotePricing"),
    ),
  )("%s returns every field its page renders", async (_name, query, params) => {
    const result = await fetchResolved(run, query, params);
    expect(result).not.toBeNull();
    // Privacy and terms keep the site's default social image; a page is indexed unless noindex is set.
    expect(missingRequired(result, [/^\$\.page\.ogImage$/, /\.noindex$/])).toEqual([]);
  });

  // Optional sections per service page; everything else must be filled in.
  const optionalSections = [
    "features",
    "processList",
    "technologies",
    "cloudExpertise",
    "cloudServices",
    "analyzer",
  ];
  const present: Record<string, string[]> = {
    "web-development": ["features", "processList", "technologies"],
    "mobile-applications": ["features", "processList", "technologies"],
    "web-applications": ["features", "processList"],
    "cloud-solutions": ["cloudExpertise", "cloudServices"],
    "seo-insights": ["analyzer"],
    "brand-identity": [],
    "digital-campaigns": [],
    "experience-optimization": [],
  };

  it.each(servicePageSlugs)(
    "service page %s has its hero, four capabilities, banner and its sections",
    async (slug) => {
      const page = await fetchResolved<Record<string, unknown> | null>(run, queries.servicePageQuery, {
        id: `service-${slug}`,
      });
      expect(page).not.toBeNull();
      const absent = optionalSections.filter((name) => !present[slug]?.includes(name));
      const missing = missingRequired(
        page,
        absent.map((name) => new RegExp(`^\\$\\.${name}$`)),
      );
      expect(missing).toEqual([]);
      expect(page?.capabilities).toHaveLength(4);
      expect(page?.service).toMatchObject({ slug });
    },
  );

  it("lists a page for every service route", async () => {
    const slugs = await runLocalQuery<string[]>(dataset, queries.servicePageSlugsQuery);
    expect([...slugs].sort()).toEqual([...servicePageSlugs].sort());
  });

  it("the site shell from content equals the shell copy the layout was built with", async () => {
    const shell = toSiteShell(await fetchResolved(run, queries.siteShellQuery));
    expect(shell).toEqual(siteShell);
  });

  it("has the spec's hero, services heading and cards, verbatim", async () => {
    const home = await fetchResolved<Record<string, never>>(run, queries.homePageQuery);
    expect(home.hero).toMatchObject({
      title: "Make an impact that matters",
      subtitle:
        "We help organizations transform their business through technology, strategy, and innovation to create lasting value and competitive advantage.",
      primary: { label: "Get started" },
      secondary: { label: "Learn more" },
      stats: [
        { value: "150+", label: "Projects" },
        { value: "3", label: "Global offices" },
        { value: "24/7", label: "Client support" },
      ],
    });
    const services = home.services as unknown as {
      heading: { title: string; text: string };
      items: { category: string; title: string; href: string }[];
    };
    expect(services.heading.title).toBe("Digital solutions that drive growth");
    expect(services.heading.text).toBe(
      "We deliver end-to-end digital solutions that position organizations for sustained growth in an increasingly connected world.",
    );
    expect(services.items.map((item) => [item.category, item.title, item.href])).toEqual([
      ["TECHNOLOGY", "Web Development", "/services/web-development"],
      ["DIGITAL", "Mobile Applications", "/services/mobile-applications"],
      ["INNOVATION", "Web Applications", "/services/web-applications"],
      ["INFRASTRUCTURE", "Cloud Solutions", "/services/cloud-solutions"],
      ["ANALYTICS", "SEO & Insights", "/services/seo-insights"],
      ["STRATEGY", "Brand Identity", "/services/brand-identity"],
      ["MARKETING", "Digital Campaigns", "/services/digital-campaigns"],
      ["AI", "Experience Optimization", "/services/experience-optimization"],
    ]);
  });
});

describe("step counts and company figures come from what they count", () => {
  interface Copy {
    raw: string;
    rendered: string;
  }

  /** Every string of every page as stored and as rendered with the counts filled in. */
  async function renderedCopy(source: LocalDataset): Promise<Copy[]> {
    const sourceRun = runnerFor(source);
    const out: Copy[] = [];
    const walk = (value: unknown, raw: unknown) => {
      if (typeof value === "string" && typeof raw === "string") {
        out.push({ raw, rendered: value });
      } else if (Array.isArray(value) && Array.isArray(raw)) {
        value.forEach((item, index) => {
          walk(item, raw[index]);
        });
      } else if (value && typeof value === "object" && raw && typeof raw === "object") {
        for (const [key, item] of Object.entries(value)) walk(item, (raw as Record<string, unknown>)[key]);
      }
    };
    for (const [, query, params] of pageQueries) {
      walk(await fetchResolved(sourceRun, query, params), await sourceRun(query, params));
    }
    return out;
  }

  const sentencesWith = (copy: Copy[], token: string) =>
    copy.filter(({ raw }) => raw.includes(token)).map(({ rendered }) => rendered);

  it("counts the process phases and the quote steps live", async () => {
    const copy = await renderedCopy(dataset);
    const phaseSentences = sentencesWith(copy, "{processSteps}");
    const quoteSentences = sentencesWith(copy, "{quoteSteps}");
    expect(phaseSentences.length).toBeGreaterThan(0);
    expect(quoteSentences).toContain("4-step quote · Instant estimate · Response within 24 hours");
    for (const sentence of phaseSentences) expect(sentence).toMatch(/\b7 phases\b/);
    for (const sentence of quoteSentences) expect(sentence).toContain(String(quoteSteps.length));
    for (const { rendered } of copy) expect(rendered).not.toMatch(/\{(quoteSteps|processSteps)\}/);
  });

  it("every page shows the company figures of Company facts, and the counted offices", async () => {
    const copy = await renderedCopy(dataset);
    const rendered = (token: string) => [...new Set(sentencesWith(copy, `{${token}}`))].sort();
    expect(rendered("projectsDelivered")).toEqual(["500+"]);
    expect(rendered("homeProjects")).toEqual(["150+", expect.stringContaining("shipped 150+ projects.")]);
    expect(rendered("officeCount")).toEqual(["3", "3 offices, one team, around the clock."]);
    expect(rendered("foundedYear")).toContain("Digital Excellence Since 2015");
    expect(rendered("supportHours")).toEqual(["24/7", "Available 24/7"]);
    // Nothing left for the site to show as typed braces.
    for (const { rendered: text } of copy) expect(text).not.toMatch(/\{(?!role\})[A-Za-z]+\}/);
  });

  it("an editor who removes a phase sees every sentence that counts phases change", async () => {
    const documents = readSeedDocuments().map((doc) => structuredClone(doc));
    const process = documents.find((doc) => doc._id === singletonIds.processPage);
    if (!process || !Array.isArray(process.phases)) throw new Error("seed has no process phases");
    process.phases.splice(2, 1);
    const before = sentencesWith(await renderedCopy(dataset), "{processSteps}");
    const after = sentencesWith(await renderedCopy(seedDataset(documents)), "{processSteps}");
    expect(after).toHaveLength(before.length);
    for (const sentence of after) {
      expect(sentence).toMatch(/\b6 phases\b/);
      expect(sentence).not.toMatch(/\b7\b/);
    }
  });
});

describe("the quote pricing model", () => {
  it("is published in the seed in full: a figure for every project type, feature, timeline and budget", async () => {
    const result = await fetchResolved(run, queries.quotePricingQuery, {});
    expect(missingRequired(result)).toEqual([]);
    const model = parsePricingModel(result);
    expect(model).not.toBeNull();
    expect(Object.keys(model?.projectTypes ?? {})).toHaveLength(8);
    expect(Object.keys(model?.features ?? {})).toHaveLength(12);
  });
});
