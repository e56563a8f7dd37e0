// The sections lib/content/page-sections.ts lists for each kind of page are the ids its page renders, so
// the Studio offers (and the site keeps) only in-page links that lead somewhere; a link to a section a
// page lacks is rendered as a link to the contact section, never as a link to nowhere.
import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SECTION_FALLBACK_HREF, sectionLinkProblem, sectionsOf } from "../../lib/content/page-sections.ts";
import { servicePageSlugs } from "../../lib/content/service-pages.ts";
import { runLocalQuery } from "../../lib/sanity/groq-local.ts";
import * as queries from "../../lib/sanity/queries.ts";
import { fetchResolved } from "../../lib/sanity/resolve.ts";
import type { LocalDataset, SeedDocument } from "../../lib/sanity/seed-dataset.ts";
import { readSeedDocuments, seedDataset } from "../../tests/fixtures/content/load-seed.ts";
import { PageBuilder } from "../sections/page-builder/page-builder.tsx";
import { system } from "../ui/system.ts";
import { AboutPage } from "./about-page.tsx";
import { CareersPage } from "./careers-page.tsx";
import { CaseStudyPage } from "./case-study-page.tsx";
import { ContactPage } from "./contact-page.tsx";
import { HomePage } from "./home-page.tsx";
import { PortfolioPage } from "./portfolio-page.tsx";
import { ProcessPage } from "./process-page.tsx";
import { ServicePage } from "./service-page.tsx";
import { TestPage } from "./test-page.tsx";

type Answer = Record<string, unknown>;

const html = (node: ReactNode) => renderToString(<ChakraProvider value={system}>{node}</ChakraProvider>);
const idsIn = (markup: string) => new Set([...markup.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));

/** Each kind of page with sections: its type, query and component. */
const pages: { type: string; query: string; params?: Answer; render: (answer: never) => ReactNode }[] = [
  { type: "homePage", query: queries.homePageQuery, render: (answer) => <HomePage content={answer} /> },
  { type: "aboutPage", query: queries.aboutPageQuery, render: (answer) => <AboutPage content={answer} /> },
  {
    type: "careersPage",
    query: queries.careersPageQuery,
    render: (answer) => <CareersPage content={answer} />,
  },
  {
    type: "contactPage",
    query: queries.contactPageQuery,
    render: (answer) => <ContactPage content={answer} />,
  },
  {
    type: "portfolioPage",
    query: queries.portfolioPageQuery,
    render: (answer) => <PortfolioPage content={answer} />,
  },
  {
    type: "processPage",
    query: queries.processPageQuery,
    render: (answer) => <ProcessPage content={answer} />,
  },
  {
    type: "testPage",
    query: queries.testPageQuery,
    render: (answer) => <TestPage content={answer} tags={[]} />,
  },
  {
    type: "caseStudy",
    query: queries.caseStudyPageQuery,
    params: { id: "caseStudy-healthcare-portal" },
    render: (answer) => <CaseStudyPage content={answer} />,
  },
  ...servicePageSlugs.map((slug) => ({
    type: "servicePage",
    query: queries.servicePageQuery,
    params: { id: `service-${slug}` },
    render: (answer: never) => <ServicePage content={answer} analyzer={<form aria-label="analyzer" />} />,
  })),
];

/** A landing page holding one block of each kind, as an editor could compose it. */
const landingBlocks = [
  { _key: "hero1", _type: "homeHero" },
  { _key: "stats1", _type: "statsBlock" },
  { _key: "cards1", _type: "cardsBlock" },
  { _key: "process1", _type: "processBlock" },
  { _key: "quotes1", _type: "testimonialsBlock" },
  { _key: "work1", _type: "homePortfolio" },
  { _key: "text1", _type: "textBlock" },
  { _key: "banner1", _type: "banner" },
  { _key: "form1", _type: "evaluationBlock" },
  { _key: "contact1", _type: "contactBlock" },
];

const seed = readSeedDocuments();
let dataset: LocalDataset;

function datasetWith(extra: SeedDocument[]): LocalDataset {
  return seedDataset([...seed.filter((doc) => !extra.some((other) => other._id === doc._id)), ...extra]);
}

const answer = (data: LocalDataset, query: string, params: Answer = {}) =>
  fetchResolved<Answer>((q, p) => runLocalQuery(data, q, p), query, params);

/** A landing page built from the seed's own content for each block. */
function landingPage(): SeedDocument {
  const home = seed.find((doc) => doc._id === "homePage") as Answer;
  const process = seed.find((doc) => doc._id === "processPage") as Answer;
  const about = seed.find((doc) => doc._id === "aboutPage") as Answer;
  const portfolio = seed.find((doc) => doc._id === "portfolioPage") as Answer;
  const heading = { _type: "sectionHeading", title: "A heading" };
  const fill: Record<string, Answer> = {
    homeHero: home.hero as Answer,
    statsBlock: { heading, stats: (home.hero as Answer).stats },
    cardsBlock: { heading, cards: about.values },
    processBlock: { heading, phases: process.phases },
    testimonialsBlock: { heading },
    homePortfolio: home.portfolio as Answer,
    textBlock: { label: "Text", sections: about.story },
    banner: portfolio.cta as Answer,
    evaluationBlock: { heading },
    contactBlock: { heading },
  };
  return {
    _id: "landing-sections",
    _type: "landingPage",
    title: "Sections",
    slug: "sections",
    blocks: landingBlocks.map((block) => ({ ...fill[block._type], ...block })),
  } as SeedDocument;
}

beforeAll(() => {
  dataset = datasetWith([landingPage()]);
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "info").mockImplementation(() => {});
});

afterAll(() => {
  vi.restoreAllMocks();
});

describe("the sections each page lists", () => {
  it.each(pages.map((page) => [`${page.type} ${JSON.stringify(page.params ?? {})}`, page] as const))(
    "are rendered by %s",
    async (_name, page) => {
      const content = await answer(dataset, page.query, page.params);
      const listed = sectionsOf({ ...content, _type: page.type }) ?? [];
      const rendered = idsIn(html(page.render(content as never)));
      expect(listed.filter((section) => section !== "quote" && !rendered.has(section))).toEqual([]);
    },
  );

  it("are rendered by a landing page of every block", async () => {
    const { blocks } = await answer(dataset, queries.landingPageQuery, { slug: "sections" });
    const listed = sectionsOf({ _type: "landingPage", blocks }) ?? [];
    expect(listed).toHaveLength(11);
    const rendered = idsIn(html(<PageBuilder blocks={blocks as never} />));
    expect(listed.filter((section) => !rendered.has(section))).toEqual([]);
  });
});

describe("in-page links on the site", () => {
  it("of the seed all lead to a section of their page", () => {
    const problems = seed.flatMap((doc) => {
      const own = sectionsOf(doc as Answer);
      return [...JSON.stringify(doc).matchAll(/"href":"([^"]*)"/g)].flatMap(([, href = ""]) => {
        const problem = sectionLinkProblem(href, own, doc._type);
        return problem ? [`${doc._id}: ${href}: ${problem}`] : [];
      });
    });
    expect(problems).toEqual([]);
  });

  it("lead to the contact section when the page has no such section", async () => {
    const service = seed.find((doc) => doc._id === "servicePage-web-development") as SeedDocument & Answer;
    const hero = service.hero as Answer;
    const broken = {
      ...service,
      hero: { ...hero, primary: { ...(hero.primary as Answer), href: "#audit-form" } },
      banner: {
        ...(service.banner as Answer),
        secondary: { _type: "cta", label: "Nowhere", href: "/#nowhere" },
      },
    } as SeedDocument;
    const content = await answer(datasetWith([broken]), queries.servicePageQuery, {
      id: "service-web-development",
    });
    const markup = html(<ServicePage content={content as never} />);
    expect(markup).not.toContain('href="#audit-form"');
    expect(markup).not.toContain('href="/#nowhere"');
    expect(markup.match(new RegExp(`href="${SECTION_FALLBACK_HREF}"`, "g"))?.length).toBeGreaterThanOrEqual(
      3,
    );
  });

  it("of a landing page follow the blocks it has", async () => {
    const landing = landingPage();
    const blocks = (landing.blocks as Answer[]).filter((block) => block._type !== "evaluationBlock");
    const hero = blocks[0] as Answer;
    blocks[0] = { ...hero, primary: { ...(hero.primary as Answer), href: "#evaluation" } };
    const { blocks: answered } = await answer(
      datasetWith([{ ...landing, blocks } as SeedDocument]),
      queries.landingPageQuery,
      { slug: "sections" },
    );
    const markup = html(<PageBuilder blocks={answered as never} />);
    expect(markup).not.toContain('href="#evaluation"');
    expect(markup).toContain(`href="${SECTION_FALLBACK_HREF}"`);
  });
});
