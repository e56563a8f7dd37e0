import type { LandingBlockType } from "../../components/sections/page-builder/blocks.ts";

/**
 * The sections of the home page, by the id a link reaches them with (`/#evaluation`), in page order; the
 * contact section's quick contact form has its own.
 */
export const HOME_SECTIONS = [
  "top",
  "evaluation",
  "services",
  "about",
  "industries",
  "portfolio",
  "contact",
  "quick-contact",
];

/** The link an editor gives a button to make it open the quote request dialog. */
export const QUOTE_DIALOG_HREF = "#quote";

/**
 * Where a link goes when the page has no section for it: the home page's contact section, where every
 * call to action of the site can be answered (and where a quote button leads on a page without the dialog).
 */
export const SECTION_FALLBACK_HREF = "/#contact";

/** The section id each landing-page block renders (its key keeps repeated blocks apart). */
const BLOCK_SECTIONS: Record<LandingBlockType, (key: string) => string | string[]> = {
  homeHero: () => "top",
  statsBlock: (key) => `figures-${key}`,
  cardsBlock: (key) => `cards-${key}`,
  processBlock: () => "phases",
  testimonialsBlock: () => "testimonials",
  homePortfolio: () => "portfolio",
  textBlock: (key) => `text-${key}`,
  banner: (key) => `cta-${key}`,
  evaluationBlock: () => "evaluation",
  contactBlock: () => ["contact", "quick-contact"],
};

type Block = { _type?: string; _key?: string };
type PageDocument = { _type?: string } & Record<string, unknown>;

/** Whether a page has content for a section (a list with items, an object, a text). */
const filled = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined && value !== "";

/** `section` when the page fills `field`. */
const when = (doc: PageDocument, field: string, section: string) => (filled(doc[field]) ? [section] : []);

/**
 * The sections of each kind of page, by the ids its components render (pages.test.tsx renders each page
 * and finds every one of them), from its stored document or the site's query answer (same field names).
 * `quote` stands for the quote button (`#quote`) where the page's buttons open the quote dialog or lead
 * to the contact section. A type not listed has no `#` links of its own.
 */
const PAGE_SECTIONS: Record<string, (doc: PageDocument) => string[]> = {
  homePage: () => HOME_SECTIONS,
  landingPage: (doc) => {
    const blocks = Array.isArray(doc.blocks) ? (doc.blocks as Block[]) : [];
    return blocks.flatMap((block) => {
      const section = BLOCK_SECTIONS[block._type as LandingBlockType] as
        | ((key: string) => string | string[])
        | undefined;
      return section && block._key ? [section(block._key)].flat() : [];
    });
  },
  servicePage: (doc) => [
    "overview",
    ...when(doc, "capabilities", "capabilities"),
    ...when(doc, "features", "features"),
    ...when(doc, "processList", "process"),
    ...when(doc, "technologies", "technologies"),
    ...when(doc, "cloudExpertise", "cloud-expertise"),
    ...when(doc, "cloudServices", "cloud-services"),
    ...((doc.analyzer as { enabled?: unknown } | null | undefined)?.enabled === true ? ["seo-analyzer"] : []),
    ...when(doc, "banner", "get-started"),
    "quote",
  ],
  processPage: (doc) => [
    ...when(doc, "heading", "overview"),
    ...when(doc, "phases", "phases"),
    ...when(doc, "whyChooseUs", "why-choose-us"),
    "testimonials",
    ...when(doc, "cta", "get-started"),
    "quote",
  ],
  aboutPage: (doc) => [
    ...when(doc, "stats", "figures"),
    ...when(doc, "story", "story"),
    "how-we-work",
    ...when(doc, "values", "values"),
    "offices",
  ],
  careersPage: (doc) => [...when(doc, "benefits", "benefits"), "open-roles"],
  contactPage: () => ["contact", "quick-contact", "offices"],
  portfolioPage: (doc) => ["case-studies", ...when(doc, "cta", "call-to-action"), "quote"],
  // A case study's page closes with the portfolio's banner.
  caseStudy: (doc) => [...when(doc, "cta", "call-to-action"), "quote"],
  testPage: () => ["tag-groups", "emitted-tags"],
  legalPage: () => [],
  // The header and footer are on every page: a `#` link there has no one section to lead to.
  siteSettings: () => [],
};

/**
 * The sections a document's own page has, for its `#…` links; null for a type whose pages are not
 * listed (its links are not checked).
 */
export function sectionsOf(document: PageDocument | undefined): string[] | null {
  const sections = document?._type ? PAGE_SECTIONS[document._type] : undefined;
  return sections ? sections(document as PageDocument) : null;
}

/**
 * Why an in-page link leads nowhere, naming the sections it can lead to; null when it leads somewhere or
 * is not an in-page link this page's sections are known for. `#x` is a section of the page the link is
 * on (`own`, the sections of a document of type `ownType`), `/#x` one of the home page.
 */
export function sectionLinkProblem(href: string, own: string[] | null, ownType?: string): string | null {
  const match = /^(\/?)#(.*)$/.exec(href);
  if (!match) return null;
  const home = match[1] === "/";
  const sections = home ? HOME_SECTIONS : own;
  if (!sections) return null;
  const target = match[2] ?? "";
  if (sections.includes(target)) return null;
  if (!home && ownType === "siteSettings") {
    return `The header and footer are on every page, where "#${target}" leads nowhere: link a section of the home page with /#… instead.`;
  }
  const offered = sections
    .filter((section) => section !== "quote")
    .map((section) => `${match[1]}#${section}`);
  const page = home ? "The home page" : "This page";
  return offered.length
    ? `${page} has no section "${target}". Its sections: ${offered.join(", ")}.`
    : `${page} has no sections to link to yet.`;
}

const reported = new Set<string>();

/**
 * `content` (a page's query answer, or any part of it) with every in-page link the page cannot follow
 * sent to the contact section instead, so no button or link of the page leads nowhere: content written past
 * the Studio's check, or a section left out since. Each one is logged once.
 */
export function liveSectionLinks<T>(content: T, sections: string[] | null, source: string): T {
  if (!sections) return content;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value !== "object" || value === null) return value;
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const problem = key === "href" && typeof item === "string" ? sectionLinkProblem(item, sections) : null;
      if (problem && !reported.has(`${source} ${item}`)) {
        reported.add(`${source} ${item}`);
        console.warn(`[content] ${source}: ${problem} The link leads to ${SECTION_FALLBACK_HREF} instead.`);
      }
      out[key] = problem ? SECTION_FALLBACK_HREF : walk(item);
    }
    return out;
  };
  return walk(content) as T;
}

/** A page's query answer with its in-page links checked against the sections of that page. */
export function withLiveSectionLinks<T extends object>(type: string, content: T, source = type): T {
  return liveSectionLinks(content, sectionsOf({ ...(content as PageDocument), _type: type }), source);
}
