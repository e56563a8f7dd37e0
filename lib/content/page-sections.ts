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

/**
 * The sections a document's own page has, for its `#…` links; null when the page's sections are not
 * listed here (those links are not checked).
 */
export function sectionsOf(document: { _type?: string; blocks?: unknown } | undefined): string[] | null {
  if (document?._type === "homePage") return HOME_SECTIONS;
  if (document?._type !== "landingPage") return null;
  const blocks = Array.isArray(document.blocks) ? (document.blocks as Block[]) : [];
  return blocks.flatMap((block) => {
    const section = BLOCK_SECTIONS[block._type as LandingBlockType] as
      | ((key: string) => string | string[])
      | undefined;
    return section && block._key ? [section(block._key)].flat() : [];
  });
}

/**
 * Why an in-page link leads nowhere, naming the sections it can lead to; null when it leads somewhere or
 * is not an in-page link this page's sections are known for. `#x` is a section of the page the link is
 * on (`own`), `/#x` one of the home page.
 */
export function sectionLinkProblem(href: string, own: string[] | null): string | null {
  const match = /^(\/?)#(.*)$/.exec(href);
  if (!match) return null;
  const sections = match[1] ? HOME_SECTIONS : own;
  if (!sections) return null;
  const target = match[2] ?? "";
  if (sections.includes(target)) return null;
  const page = match[1] ? "The home page" : "This page";
  const offered = sections.map((section) => `${match[1]}#${section}`).join(", ");
  return sections.length
    ? `${page} has no section "${target}". Its sections: ${offered}.`
    : `${page} has no sections to link to yet.`;
}
