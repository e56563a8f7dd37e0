import { limits } from "./config.ts";
import type { PageFacts, SeoMetrics, TechnicalSeo } from "./types.ts";
import { isOtherHost } from "./url.ts";

/**
 * The scores are weighted sums over measured facts, so the same page always gets the same scores.
 * Every check carries the sentence "How we score" shows for it, so the page and the code cannot drift.
 * Load time is reported but not scored: it varies from one run to the next.
 */
export interface ScoreInput {
  technicalSEO: TechnicalSeo;
  facts: PageFacts;
}

export interface Check {
  id: string;
  /** What earns the points, as the screen words it. */
  label: string;
  weight: number;
  /** 0 (failed) to 1 (passed). */
  value: (input: ScoreInput) => number;
}

export const TITLE_LENGTH = { min: 30, max: 60 } as const;
export const DESCRIPTION_LENGTH = { min: 70, max: 160, advisedMin: 150, advisedMax: 160 } as const;
export const HTML_WEIGHT = { light: 100 * 1024, heavy: 500 * 1024 } as const;

const within = (n: number, range: { min: number; max: number }) => (n >= range.min && n <= range.max ? 1 : 0);
const share = (part: number, total: number) => (total === 0 ? 1 : 1 - part / total);
const pass = (ok: boolean) => (ok ? 1 : 0);
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

const imageAlt: Check = {
  id: "imageAlt",
  label: "Share of images that have alt text (all of it when there are no images)",
  weight: 0,
  value: ({ technicalSEO: t }) => share(t.images.withoutAlt, t.images.total),
};
const singleH1: Check = {
  id: "singleH1",
  label: "Exactly one H1 heading",
  weight: 0,
  value: ({ technicalSEO: t }) => pass(t.headings.h1Count === 1),
};
const headingStructure: Check = {
  id: "headingStructure",
  label: "Headings start with the H1 and never skip a level on the way down",
  weight: 0,
  value: ({ technicalSEO: t }) => pass(t.headings.hasProperStructure),
};
const lang: Check = {
  id: "lang",
  label: "The page's language is declared (lang on <html>)",
  weight: 0,
  value: ({ facts }) => pass(facts.lang !== null),
};
const title: Check = {
  id: "title",
  label: "The page has a title tag",
  weight: 0,
  value: ({ technicalSEO: t }) => pass(t.metaTags.title),
};
const zoomAllowed: Check = {
  id: "zoomAllowed",
  label: "A viewport tag that lets visitors zoom (no user-scalable=no, no maximum-scale below 2)",
  weight: 0,
  value: ({ facts }) => pass(facts.viewport !== null && facts.zoomAllowed),
};
const weighted = (check: Check, weight: number): Check => ({ ...check, weight });

export const seoChecks: Check[] = [
  { id: "https", label: "Served over HTTPS", weight: 10, value: ({ technicalSEO: t }) => pass(t.hasSSL) },
  weighted(title, 12),
  {
    id: "titleLength",
    label: `Title of ${TITLE_LENGTH.min}–${TITLE_LENGTH.max} characters`,
    weight: 5,
    value: ({ facts }) => (facts.title ? within(facts.titleLength, TITLE_LENGTH) : 0),
  },
  {
    id: "description",
    label: "The page has a meta description",
    weight: 12,
    value: ({ technicalSEO: t }) => pass(t.metaTags.description),
  },
  {
    id: "descriptionLength",
    label: `Meta description of ${DESCRIPTION_LENGTH.min}–${DESCRIPTION_LENGTH.max} characters`,
    weight: 5,
    value: ({ facts }) => (facts.description ? within(facts.descriptionLength, DESCRIPTION_LENGTH) : 0),
  },
  weighted(singleH1, 10),
  weighted(headingStructure, 5),
  {
    id: "canonical",
    label: "A canonical link on the page's own host",
    weight: 6,
    value: ({ facts }) => pass(facts.canonical !== null && !isOtherHost(facts.canonical, facts.finalUrl)),
  },
  {
    id: "robotsTxt",
    label: "robots.txt exists and lets search engines crawl the page",
    weight: 6,
    value: ({ technicalSEO: t, facts }) => pass(t.hasRobotsTxt && facts.robotsBlockingRule === null),
  },
  {
    id: "sitemap",
    label: "An XML sitemap, listed in robots.txt or at /sitemap.xml",
    weight: 6,
    value: ({ technicalSEO: t }) => pass(t.hasSitemap),
  },
  {
    id: "indexable",
    label: "No noindex in a robots meta tag or X-Robots-Tag header",
    weight: 10,
    value: ({ facts }) => pass(!facts.noindex),
  },
  {
    id: "openGraph",
    label: "og:title, og:description and og:image (a third of the points each)",
    weight: 5,
    value: ({ facts: { openGraph: og } }) => [og.title, og.description, og.image].filter(Boolean).length / 3,
  },
  weighted(imageAlt, 4),
  weighted(lang, 4),
];

export const mobileChecks: Check[] = [
  {
    id: "viewport",
    label: "A viewport tag with width=device-width (half the points for another viewport)",
    weight: 45,
    value: ({ facts }) => (facts.viewport ? (/width\s*=\s*device-width/i.test(facts.viewport) ? 1 : 0.5) : 0),
  },
  weighted(zoomAllowed, 15),
  {
    id: "htmlWeight",
    label: `HTML of at most ${kb(HTML_WEIGHT.light)} (half the points up to ${kb(HTML_WEIGHT.heavy)})`,
    weight: 20,
    value: ({ facts }) =>
      facts.htmlBytes <= HTML_WEIGHT.light ? 1 : facts.htmlBytes <= HTML_WEIGHT.heavy ? 0.5 : 0,
  },
  {
    id: "imageSizes",
    label: `Share of images of at most ${kb(limits.oversizedImageBytes)} and ${limits.oversizedImagePixels} pixels`,
    weight: 20,
    value: ({ technicalSEO: t }) => share(t.images.oversized, t.images.total),
  },
];

export const accessibilityChecks: Check[] = [
  weighted(lang, 20),
  weighted(imageAlt, 30),
  weighted(title, 10),
  weighted(singleH1, 10),
  weighted(headingStructure, 15),
  weighted(zoomAllowed, 15),
];

/** Overall score = these shares of the three scores. */
export const overallWeights = { seo: 0.5, mobile: 0.25, accessibility: 0.25 } as const;

export interface ScoreDefinition {
  /** As the card (or the overall sentence) names it. */
  name: string;
  checks: Check[];
}

/** The three scores, each with its checks: the definition "How we score" prints. */
export const scoreDefinitions: ScoreDefinition[] = [
  { name: "SEO Score", checks: seoChecks },
  { name: "Mobile Score", checks: mobileChecks },
  { name: "Accessibility Score", checks: accessibilityChecks },
];

const percent = (share: number) => `${Math.round(share * 100)}%`;

export const SCORE_RULE =
  "Each score is the points its checks earn out of 100, rounded: a check earns all its points when it " +
  "passes and none when it fails, or the stated share.";

export const OVERALL_DEFINITION =
  `Overall Score: ${percent(overallWeights.seo)} of the SEO Score, ${percent(overallWeights.mobile)} of ` +
  `the Mobile Score and ${percent(overallWeights.accessibility)} of the Accessibility Score, rounded.`;

export function weightedScore(checks: Check[], input: ScoreInput): number {
  const total = checks.reduce((sum, check) => sum + check.weight, 0);
  const earned = checks.reduce((sum, check) => sum + check.weight * check.value(input), 0);
  return Math.round((100 * earned) / total);
}

export function computeScores(input: ScoreInput): { score: number; metrics: SeoMetrics } {
  const seoScore = weightedScore(seoChecks, input);
  const mobileScore = weightedScore(mobileChecks, input);
  const accessibilityScore = weightedScore(accessibilityChecks, input);
  const score = Math.round(
    seoScore * overallWeights.seo +
      mobileScore * overallWeights.mobile +
      accessibilityScore * overallWeights.accessibility,
  );
  return {
    score,
    metrics: { pageLoadTime: input.facts.load.seconds, mobileScore, accessibilityScore, seoScore },
  };
}
