import { limits } from "./config.ts";
import type { PageFacts, SeoMetrics, TechnicalSeo } from "./types.ts";
import { isOtherHost } from "./url.ts";
import { analyzerWords, type CheckId, say, type WordValues } from "./words.ts";

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
  id: CheckId;
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
const kb = (bytes: number) => Math.round(bytes / 1024);

/** The limits the checks' words name, in their slots (./words.ts `scoring.checks`). */
export const checkValues: Partial<Record<CheckId, WordValues>> = {
  titleLength: { min: TITLE_LENGTH.min, max: TITLE_LENGTH.max },
  descriptionLength: { min: DESCRIPTION_LENGTH.min, max: DESCRIPTION_LENGTH.max },
  htmlWeight: { light: kb(HTML_WEIGHT.light), heavy: kb(HTML_WEIGHT.heavy) },
  imageSizes: { size: kb(limits.oversizedImageBytes), pixels: limits.oversizedImagePixels },
};
/** A check's words in English. */
const label = (id: CheckId) => say(analyzerWords, analyzerWords.scoring.checks[id], checkValues[id]);

const imageAlt: Check = {
  id: "imageAlt",
  label: label("imageAlt"),
  weight: 0,
  value: ({ technicalSEO: t }) => share(t.images.withoutAlt, t.images.total),
};
const singleH1: Check = {
  id: "singleH1",
  label: label("singleH1"),
  weight: 0,
  value: ({ technicalSEO: t }) => pass(t.headings.h1Count === 1),
};
const headingStructure: Check = {
  id: "headingStructure",
  label: label("headingStructure"),
  weight: 0,
  value: ({ technicalSEO: t }) => pass(t.headings.hasProperStructure),
};
const lang: Check = {
  id: "lang",
  label: label("lang"),
  weight: 0,
  value: ({ facts }) => pass(facts.lang !== null),
};
const title: Check = {
  id: "title",
  label: label("title"),
  weight: 0,
  value: ({ technicalSEO: t }) => pass(t.metaTags.title),
};
const zoomAllowed: Check = {
  id: "zoomAllowed",
  label: label("zoomAllowed"),
  weight: 0,
  value: ({ facts }) => pass(facts.viewport !== null && facts.zoomAllowed),
};
const weighted = (check: Check, weight: number): Check => ({ ...check, weight });

export const seoChecks: Check[] = [
  { id: "https", label: label("https"), weight: 10, value: ({ technicalSEO: t }) => pass(t.hasSSL) },
  weighted(title, 12),
  {
    id: "titleLength",
    label: label("titleLength"),
    weight: 5,
    value: ({ facts }) => (facts.title ? within(facts.titleLength, TITLE_LENGTH) : 0),
  },
  {
    id: "description",
    label: label("description"),
    weight: 12,
    value: ({ technicalSEO: t }) => pass(t.metaTags.description),
  },
  {
    id: "descriptionLength",
    label: label("descriptionLength"),
    weight: 5,
    value: ({ facts }) => (facts.description ? within(facts.descriptionLength, DESCRIPTION_LENGTH) : 0),
  },
  weighted(singleH1, 10),
  weighted(headingStructure, 5),
  {
    id: "canonical",
    label: label("canonical"),
    weight: 6,
    value: ({ facts }) => pass(facts.canonical !== null && !isOtherHost(facts.canonical, facts.finalUrl)),
  },
  {
    id: "robotsTxt",
    label: label("robotsTxt"),
    weight: 6,
    value: ({ technicalSEO: t, facts }) => pass(t.hasRobotsTxt && facts.robotsBlockingRule === null),
  },
  {
    id: "sitemap",
    label: label("sitemap"),
    weight: 6,
    value: ({ technicalSEO: t }) => pass(t.hasSitemap),
  },
  {
    id: "indexable",
    label: label("indexable"),
    weight: 10,
    value: ({ facts }) => pass(!facts.noindex),
  },
  {
    id: "openGraph",
    label: label("openGraph"),
    weight: 5,
    value: ({ facts: { openGraph: og } }) => [og.title, og.description, og.image].filter(Boolean).length / 3,
  },
  weighted(imageAlt, 4),
  weighted(lang, 4),
];

export const mobileChecks: Check[] = [
  {
    id: "viewport",
    label: label("viewport"),
    weight: 45,
    value: ({ facts }) => (facts.viewport ? (/width\s*=\s*device-width/i.test(facts.viewport) ? 1 : 0.5) : 0),
  },
  weighted(zoomAllowed, 15),
  {
    id: "htmlWeight",
    label: label("htmlWeight"),
    weight: 20,
    value: ({ facts }) =>
      facts.htmlBytes <= HTML_WEIGHT.light ? 1 : facts.htmlBytes <= HTML_WEIGHT.heavy ? 0.5 : 0,
  },
  {
    id: "imageSizes",
    label: label("imageSizes"),
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
  /** Its key in the words' `scoring.scores`. */
  key: keyof typeof analyzerWords.scoring.scores;
  /** As the card (or the overall sentence) names it. */
  name: string;
  checks: Check[];
}

/** The three scores, each with its checks: the definition "How we score" prints. */
export const scoreDefinitions: ScoreDefinition[] = [
  { key: "seo", name: analyzerWords.scoring.scores.seo, checks: seoChecks },
  { key: "mobile", name: analyzerWords.scoring.scores.mobile, checks: mobileChecks },
  { key: "accessibility", name: analyzerWords.scoring.scores.accessibility, checks: accessibilityChecks },
];

const percent = (share: number) => `${Math.round(share * 100)}%`;

export const SCORE_RULE = analyzerWords.scoring.rule;

/** The overall score's shares, in the slots of its definition. */
export const overallValues: WordValues = {
  seo: percent(overallWeights.seo),
  mobile: percent(overallWeights.mobile),
  accessibility: percent(overallWeights.accessibility),
};

export const OVERALL_DEFINITION = say(analyzerWords, analyzerWords.scoring.overall, overallValues);

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
