import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { runLocalQuery } from "../../lib/sanity/groq-local.ts";
import { toMetadata } from "../../lib/sanity/metadata.ts";
import * as queries from "../../lib/sanity/queries.ts";
import { fetchResolved } from "../../lib/sanity/resolve.ts";
import type { LocalDataset } from "../../lib/sanity/seed-dataset.ts";
import { seedDataset } from "../../tests/fixtures/content/load-seed.ts";
import { collectCopy, readable, seedWithChangedCopy } from "../../tests/fixtures/sections/copy-for-test.ts";
import { LegalBody } from "../sections/legal-body/legal-body.tsx";
import { metaTagsOf } from "../sections/meta-tags-explainer/meta-tags.ts";
import { system } from "../ui/system.ts";
import { AboutPage } from "./about-page.tsx";
import { CareersPage } from "./careers-page.tsx";
import { CaseStudyPage, type CaseStudyPageContent } from "./case-study-page.tsx";
import { ContactPage } from "./contact-page.tsx";
import { IndustriesPage } from "./industries-page.tsx";
import { PortfolioPage } from "./portfolio-page.tsx";
import { TestPage } from "./test-page.tsx";

/** What a reader gets from the markup: text, alternative text and labels, without styles. */
function readableRender(node: ReactNode): string {
  return readable(renderToString(<ChakraProvider value={system}>{node}</ChakraProvider>));
}

const siteUrl = new URL("https://example.test");

/** Each inner page, rendered from a dataset through the same queries as the site, with its raw content. */
async function renderPages(dataset: LocalDataset) {
  const run = <T,>(query: string, params: Record<string, unknown> = {}) =>
    fetchResolved<T>((q, p) => runLocalQuery(dataset, q, p), query, params);
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
    slugs.map((slug) => run<CaseStudyPageContent>(queries.caseStudyPageQuery, { id: `caseStudy-${slug}` })),
  );
  const content = [industries, about, contact, portfolio, careers, test, testSeo, privacy, terms, ...studies];
  const pages: Record<string, string> = {
    industries: readableRender(<IndustriesPage content={industries} />),
    about: readableRender(<AboutPage content={about} />),
    contact: readableRender(<ContactPage content={contact} />),
    insights: readableRender(<PortfolioPage content={portfolio} />),
    careers: readableRender(<CareersPage content={careers} />),
    test: readableRender(
      <TestPage content={test} tags={metaTagsOf(toMetadata(testSeo, "/test", "testPage"), siteUrl)} />,
    ),
    privacy: readableRender(<LegalBody legal={privacy} />),
    terms: readableRender(<LegalBody legal={terms} />),
  };
  for (const study of studies)
    pages[`case study ${study.study.slug}`] = readableRender(<CaseStudyPage content={study} />);
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
    const changed = seedWithChangedCopy();
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
