import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { system } from "@/components/ui/system";
import { runLocalQuery } from "@/lib/sanity/groq-local";
import { toMetadata } from "@/lib/sanity/metadata";
import * as queries from "@/lib/sanity/queries";
import { fetchWithStepCounts } from "@/lib/sanity/resolve";
import type { LocalDataset, SeedDocument } from "@/lib/sanity/seed-dataset";
import { readSeedDocuments, seedDataset } from "@/tests/fixtures/content/load-seed";
import { AboutPage } from "./about-page";
import { CareersPage } from "./careers-page";
import { CaseStudyPage, type CaseStudyPageContent } from "./case-study-page";
import { ContactPage } from "./contact-page";
import { IndustriesPage } from "./industries-page";
import { LegalBody } from "./legal-body/legal-body";
import { metaTagsOf } from "./meta-tags-explainer/meta-tags";
import { PortfolioPage } from "./portfolio-page";
import { TestPage } from "./test-page";

// Values that select something rather than say something: ids, references, list choices, links.
const NOT_COPY = new Set([
  "icon",
  "gradient",
  "accent",
  "slug",
  "employmentType",
  "style",
  "listItem",
  "href",
  "url",
  "updatedAt",
  "applyEmail",
]);

function mapCopy(value: unknown, change: (text: string) => string, key = ""): unknown {
  if (typeof value === "string") return key.startsWith("_") || NOT_COPY.has(key) ? value : change(value);
  if (Array.isArray(value))
    return value.map((item) => mapCopy(item, change, key === "marks" ? "_marks" : ""));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, item]) => [k, mapCopy(item, change, k)]));
  }
  return value;
}

function collectCopy(value: unknown, out: Set<string>, key = ""): Set<string> {
  if (typeof value === "string") {
    if (!key.startsWith("_") && !NOT_COPY.has(key)) out.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectCopy(item, out);
  } else if (value && typeof value === "object") {
    for (const [k, item] of Object.entries(value)) collectCopy(item, out, k);
  }
  return out;
}

const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

/** What a reader gets from the markup: text, alternative text and labels, without styles. */
function readable(node: ReactNode): string {
  const html = renderToString(<ChakraProvider value={system}>{node}</ChakraProvider>).replace(
    /<style[^>]*>[\s\S]*?<\/style>/g,
    "",
  );
  const labels = [...html.matchAll(/\s(?:alt|aria-label)="([^"]*)"/g)].map((match) => match[1]);
  return decode(`${html.replace(/<[^>]+>/g, "\n")}\n${labels.join("\n")}`);
}

const siteUrl = new URL("https://example.test");

/** Each inner page, rendered from a dataset through the same queries as the site, with its raw content. */
async function renderPages(dataset: LocalDataset) {
  const run = <T,>(query: string, params: Record<string, unknown> = {}) =>
    fetchWithStepCounts<T>((q, p) => runLocalQuery(dataset, q, p), query, params);
  const need = <T,>(value: T | null | undefined, name: string): T => {
    if (!value) throw new Error(`no ${name}`);
    return value;
  };
  const industries = need(await run<never>(queries.industriesPageQuery), "industries");
  const about = need(await run<never>(queries.aboutPageQuery), "about");
  const contact = need(await run<never>(queries.contactPageQuery), "contact");
  const portfolio = need(await run<never>(queries.portfolioPageQuery), "portfolio");
  const careers = need(await run<never>(queries.careersPageQuery), "careers");
  const test = need(await run<never>(queries.testPageQuery), "test");
  const testSeo = await run<never>(queries.pageSeoQuery, { id: "testPage" });
  const privacy = need(await run<never>(queries.legalPageQuery, { id: "privacyPage" }), "privacy");
  const terms = need(await run<never>(queries.legalPageQuery, { id: "termsPage" }), "terms");
  const slugs = await run<string[]>(queries.caseStudySlugsQuery);
  const studies = await Promise.all(
    slugs.map((slug) => run<CaseStudyPageContent>(queries.caseStudyPageQuery, { slug })),
  );
  const content = [industries, about, contact, portfolio, careers, test, testSeo, privacy, terms, ...studies];
  const pages: Record<string, string> = {
    industries: readable(<IndustriesPage content={industries} />),
    about: readable(<AboutPage content={about} />),
    contact: readable(<ContactPage content={contact} />),
    insights: readable(<PortfolioPage content={portfolio} />),
    careers: readable(<CareersPage content={careers} />),
    test: readable(
      <TestPage content={test} tags={metaTagsOf(toMetadata(testSeo, "/test", "testPage"), siteUrl)} />,
    ),
    privacy: readable(<LegalBody legal={privacy} />),
    terms: readable(<LegalBody legal={terms} />),
  };
  for (const study of studies)
    pages[`case study ${study.study.slug}`] = readable(<CaseStudyPage content={study} />);
  return { content, pages };
}

let original: Awaited<ReturnType<typeof renderPages>>;

beforeAll(async () => {
  original = await renderPages(seedDataset());
});

describe("inner pages", () => {
  it("show the spec's careers copy and the case studies' own pages", () => {
    const careers = original.pages.careers ?? "";
    const insights = original.pages.insights ?? "";
    for (const role of [
      "Senior Full Stack Developer",
      "UI/UX Designer",
      "Digital Marketing Specialist",
      "Project Manager",
    ])
      expect(careers).toContain(role);
    for (const benefit of [
      "Collaborative Culture",
      "Global Impact",
      "Growth Opportunities",
      "Work-Life Balance",
    ])
      expect(careers).toContain(benefit);
    expect(careers.match(/Apply Now/g)).toHaveLength(4);
    for (const study of ["Healthcare Portal Platform", "Real Estate CRM System", "Legal Case Management"])
      expect(insights).toContain(study);
    expect(Object.keys(original.pages).filter((name) => name.startsWith("case study"))).toHaveLength(3);
  });

  it("hard-code no copy: a dataset with every string changed shows none of the original", async () => {
    const changed = readSeedDocuments().map(
      (doc) => mapCopy(doc, (text) => `Zq ${[...text].reverse().join("")}`) as SeedDocument,
    );
    const { pages } = await renderPages(seedDataset(changed));
    const originals = [...collectCopy(original.content, new Set())].filter((text) => text.length >= 3);
    expect(originals.length).toBeGreaterThan(150);
    for (const [name, text] of Object.entries(pages)) {
      expect(
        originals.filter((copy) => text.includes(copy)),
        name,
      ).toEqual([]);
      expect(text, name).toContain("Zq ");
    }
    expect(pages.careers ?? "").toContain("Zq woN ylppA");
  });
});
