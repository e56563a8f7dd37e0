import type { PageFacts, SeoMetrics, TechnicalSeo } from "./types.ts";

/**
 * The scores are weighted sums over measured facts, so the same page always gets the same scores.
 * Load time is reported but not scored: it varies from one run to the next.
 */
export interface ScoreInput {
  technicalSEO: TechnicalSeo;
  facts: PageFacts;
}

interface Check {
  id: string;
  weight: number;
  /** 0 (failed) to 1 (passed). */
  value: (input: ScoreInput) => number;
}

export const TITLE_LENGTH = { min: 30, max: 60 } as const;
export const DESCRIPTION_LENGTH = { min: 70, max: 160, advisedMin: 150, advisedMax: 160 } as const;
export const PAGE_WEIGHT = { light: 100 * 1024, heavy: 500 * 1024 } as const;

const within = (n: number, range: { min: number; max: number }) => (n >= range.min && n <= range.max ? 1 : 0);
const share = (part: number, total: number) => (total === 0 ? 1 : 1 - part / total);
const pass = (ok: boolean) => (ok ? 1 : 0);

const imagesWithAlt = ({ technicalSEO: t }: ScoreInput) => share(t.images.withoutAlt, t.images.total);
const singleH1 = ({ technicalSEO: t }: ScoreInput) => pass(t.headings.h1Count === 1);
const structure = ({ technicalSEO: t }: ScoreInput) => pass(t.headings.hasProperStructure);
const lang = ({ facts }: ScoreInput) => pass(facts.lang !== null);
const title = ({ technicalSEO: t }: ScoreInput) => pass(t.metaTags.title);
const zoom = ({ facts }: ScoreInput) => pass(facts.viewport !== null && facts.zoomAllowed);

export const seoChecks: Check[] = [
  { id: "https", weight: 10, value: ({ technicalSEO: t }) => pass(t.hasSSL) },
  { id: "title", weight: 12, value: title },
  {
    id: "titleLength",
    weight: 5,
    value: ({ facts }) => (facts.title ? within(facts.titleLength, TITLE_LENGTH) : 0),
  },
  { id: "description", weight: 12, value: ({ technicalSEO: t }) => pass(t.metaTags.description) },
  {
    id: "descriptionLength",
    weight: 5,
    value: ({ facts }) => (facts.description ? within(facts.descriptionLength, DESCRIPTION_LENGTH) : 0),
  },
  { id: "singleH1", weight: 10, value: singleH1 },
  { id: "headingStructure", weight: 5, value: structure },
  { id: "canonical", weight: 6, value: ({ facts }) => pass(facts.canonical !== null) },
  {
    id: "robotsTxt",
    weight: 6,
    value: ({ technicalSEO: t, facts }) => pass(t.hasRobotsTxt && !facts.robotsDisallowAll),
  },
  { id: "sitemap", weight: 6, value: ({ technicalSEO: t }) => pass(t.hasSitemap) },
  { id: "indexable", weight: 10, value: ({ facts }) => pass(!facts.noindex) },
  {
    id: "openGraph",
    weight: 5,
    value: ({ facts: { openGraph: og } }) => [og.title, og.description, og.image].filter(Boolean).length / 3,
  },
  { id: "imageAlt", weight: 4, value: imagesWithAlt },
  { id: "lang", weight: 4, value: lang },
];

export const mobileChecks: Check[] = [
  {
    id: "viewport",
    weight: 45,
    value: ({ facts }) => (facts.viewport ? (/width\s*=\s*device-width/i.test(facts.viewport) ? 1 : 0.5) : 0),
  },
  { id: "zoomAllowed", weight: 15, value: zoom },
  {
    id: "pageWeight",
    weight: 20,
    value: ({ facts }) =>
      facts.pageWeight <= PAGE_WEIGHT.light ? 1 : facts.pageWeight <= PAGE_WEIGHT.heavy ? 0.5 : 0,
  },
  {
    id: "imageSizes",
    weight: 20,
    value: ({ technicalSEO: t }) => share(t.images.oversized, t.images.total),
  },
];

export const accessibilityChecks: Check[] = [
  { id: "lang", weight: 20, value: lang },
  { id: "imageAlt", weight: 30, value: imagesWithAlt },
  { id: "title", weight: 10, value: title },
  { id: "singleH1", weight: 10, value: singleH1 },
  { id: "headingStructure", weight: 15, value: structure },
  { id: "zoomAllowed", weight: 15, value: zoom },
];

/** Overall score = these shares of the three scores. */
export const overallWeights = { seo: 0.5, mobile: 0.25, accessibility: 0.25 } as const;

export function weightedScore(checks: Check[], input: ScoreInput): number {
  const total = checks.reduce((sum, check) => sum + check.weight, 0);
  const earned = checks.reduce((sum, check) => sum + check.weight * check.value(input), 0);
  return Math.round((100 * earned) / total);
}

export function computeScores(
  input: ScoreInput,
  pageLoadTime: number,
): { score: number; metrics: SeoMetrics } {
  const seoScore = weightedScore(seoChecks, input);
  const mobileScore = weightedScore(mobileChecks, input);
  const accessibilityScore = weightedScore(accessibilityChecks, input);
  const score = Math.round(
    seoScore * overallWeights.seo +
      mobileScore * overallWeights.mobile +
      accessibilityScore * overallWeights.accessibility,
  );
  return { score, metrics: { pageLoadTime, mobileScore, accessibilityScore, seoScore } };
}
