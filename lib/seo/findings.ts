import { limits } from "./config.ts";
import { skippedLevels } from "./html.ts";
import { DESCRIPTION_LENGTH, HTML_WEIGHT, TITLE_LENGTH } from "./scoring.ts";
import type {
  IssueCategory,
  IssueType,
  Level,
  PageFacts,
  SeoIssue,
  SeoRecommendation,
  TechnicalSeo,
} from "./types.ts";
import { isOtherHost } from "./url.ts";
import { type AdviceId, analyzerWords, counted, type IssueId, say, type WordValues } from "./words.ts";

/**
 * Issues and recommendations written from what was found on the page, with its real counts. Each names
 * its words by id with the values they need; the English text is filled here from ./words.ts.
 */
export interface FindingsInput {
  technicalSEO: TechnicalSeo;
  facts: PageFacts;
}

export const SLOW_LOAD_SECONDS = 3;

const kb = (bytes: number) => Math.round(bytes / 1024);
const rank: Record<Level, number> = { high: 0, medium: 1, low: 2 };
const english = analyzerWords;

function issue(
  id: IssueId,
  type: IssueType,
  category: IssueCategory,
  impact: Level,
  values: WordValues = {},
): SeoIssue {
  const words = english.issues[id];
  return {
    id,
    values,
    type,
    category,
    title: words.title,
    description: say(english, words.description, values),
    impact,
  };
}

function advice(id: AdviceId, priority: Level, values: WordValues = {}): SeoRecommendation {
  const words = english.recommendations[id];
  return {
    id,
    values,
    priority,
    title: words.title,
    description: say(english, words.description, values),
    action: say(english, words.action, values),
  };
}

export function buildFindings({ technicalSEO: t, facts }: FindingsInput): {
  issues: SeoIssue[];
  recommendations: SeoRecommendation[];
} {
  const issues: SeoIssue[] = [];
  const recommendations: SeoRecommendation[] = [];
  const origin = new URL(facts.finalUrl).origin;
  const host = new URL(facts.finalUrl).host;
  const path = new URL(facts.finalUrl).pathname;
  const hostOf = (url: string) => new URL(url).host;
  const title = { min: TITLE_LENGTH.min, max: TITLE_LENGTH.max };
  const described = { min: DESCRIPTION_LENGTH.advisedMin, max: DESCRIPTION_LENGTH.advisedMax };

  if (!t.hasSSL) {
    issues.push(issue("notHttps", "error", "Security", "high"));
    recommendations.push(advice("enableHttps", "high"));
  } else if (facts.httpRedirectsToHttps === false) {
    issues.push(issue("httpNoRedirect", "warning", "Security", "medium", { host }));
    recommendations.push(advice("redirectHttp", "medium", { host }));
  }

  if (facts.noindex) {
    issues.push(issue("noindex", "error", "Crawling", "high"));
    recommendations.push(advice("allowIndexing", "high"));
  }

  if (!t.metaTags.title) {
    issues.push(issue("missingTitle", "error", "Meta Tags", "high"));
    recommendations.push(advice("addTitle", "high", title));
  } else if (facts.titleLength < TITLE_LENGTH.min || facts.titleLength > TITLE_LENGTH.max) {
    const tooLong = facts.titleLength > TITLE_LENGTH.max;
    const length = counted(facts.titleLength, "character");
    issues.push(
      issue(tooLong ? "titleTooLong" : "titleTooShort", "warning", "Meta Tags", "medium", {
        length,
        ...title,
      }),
    );
    recommendations.push(advice(tooLong ? "shortenTitle" : "expandTitle", "medium", title));
  }

  if (!t.metaTags.description) {
    issues.push(issue("missingDescription", "error", "Meta Tags", "high"));
    recommendations.push(advice("addDescription", "high", described));
  } else if (
    facts.descriptionLength < DESCRIPTION_LENGTH.min ||
    facts.descriptionLength > DESCRIPTION_LENGTH.max
  ) {
    const tooLong = facts.descriptionLength > DESCRIPTION_LENGTH.max;
    const length = counted(facts.descriptionLength, "character");
    issues.push(
      issue(tooLong ? "descriptionTooLong" : "descriptionTooShort", "warning", "Meta Tags", "medium", {
        length,
        ...described,
      }),
    );
    recommendations.push(advice(tooLong ? "shortenDescription" : "expandDescription", "medium", described));
  }

  if (!t.metaTags.viewport) {
    issues.push(issue("missingViewport", "error", "Mobile", "high"));
    recommendations.push(advice("addViewport", "high"));
  } else if (!facts.zoomAllowed) {
    issues.push(issue("zoomDisabled", "warning", "Accessibility", "medium"));
    recommendations.push(advice("allowZoom", "medium"));
  }

  if (t.headings.h1Count === 0) {
    issues.push(issue("missingH1", "error", "Content", "high"));
    recommendations.push(advice("addH1", "high"));
  } else if (t.headings.h1Count > 1) {
    issues.push(issue("multipleH1", "warning", "Content", "medium", { count: t.headings.h1Count }));
    recommendations.push(advice("singleH1", "medium", { others: counted(t.headings.h1Count - 1, "h1") }));
  } else if (!t.headings.hasProperStructure) {
    const skip = skippedLevels(facts.headingOutline);
    issues.push(
      skip
        ? issue("headingSkip", "warning", "Content", "low", { from: `H${skip.from}`, to: `H${skip.to}` })
        : issue("headingBeforeH1", "warning", "Content", "low"),
    );
    recommendations.push(advice("headingOrder", "low"));
  }

  if (t.images.withoutAlt > 0) {
    issues.push(
      issue("imagesWithoutAlt", "warning", "Images", "medium", {
        missing: t.images.withoutAlt,
        images: counted(t.images.total, "image"),
        lacks: counted(t.images.withoutAlt, "lacks"),
      }),
    );
    recommendations.push(advice("addAlt", "medium", { images: counted(t.images.withoutAlt, "image") }));
  }

  if (t.images.oversized > 0) {
    issues.push(
      issue("largeImages", "warning", "Images", "medium", {
        images: counted(t.images.oversized, "image"),
        is: counted(t.images.oversized, "is"),
        size: kb(limits.oversizedImageBytes),
        pixels: limits.oversizedImagePixels,
      }),
    );
    recommendations.push(
      advice("optimizeImages", "high", { images: counted(t.images.oversized, "largeImage") }),
    );
  }

  if (!t.hasRobotsTxt) {
    issues.push(issue("missingRobots", "warning", "Crawling", "low", { origin }));
    recommendations.push(advice("addRobots", "low", { origin }));
  } else if (facts.robotsBlockingRule) {
    const rule = facts.robotsBlockingRule;
    issues.push(
      issue("robotsBlocks", "error", "Crawling", "high", { line: rule.line, rule: rule.text, path }),
    );
    recommendations.push(advice("letCrawlersIn", "high", { rule: rule.text, path }));
  }

  if (!t.hasSitemap) {
    issues.push(issue("missingSitemap", "warning", "Crawling", "medium"));
    recommendations.push(advice("publishSitemap", "medium", { origin }));
  }

  if (facts.canonical && isOtherHost(facts.canonical, facts.finalUrl)) {
    issues.push(
      issue("canonicalElsewhere", "error", "Meta Tags", "high", {
        canonical: facts.canonical,
        otherHost: hostOf(facts.canonical),
        host,
      }),
    );
    recommendations.push(advice("fixCanonical", "high", { url: facts.finalUrl }));
  } else if (!facts.canonical) {
    issues.push(issue("noCanonical", "info", "Meta Tags", "low"));
    recommendations.push(advice("addCanonical", "low", { url: facts.finalUrl }));
  }

  if (!facts.lang) {
    issues.push(issue("noLang", "warning", "Accessibility", "medium"));
    recommendations.push(advice("declareLang", "medium"));
  }

  const og = facts.openGraph;
  if (og.url && isOtherHost(og.url, facts.finalUrl)) {
    issues.push(
      issue("ogUrlElsewhere", "warning", "Meta Tags", "medium", {
        ogUrl: og.url,
        otherHost: hostOf(og.url),
        host,
      }),
    );
    recommendations.push(advice("fixOgUrl", "medium", { url: facts.finalUrl }));
  }
  const missingOg = [
    ["og:title", og.title],
    ["og:description", og.description],
    ["og:image", og.image],
  ]
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missingOg.length > 0) {
    const tags = missingOg.join(", ");
    issues.push(issue("openGraphIncomplete", "info", "Meta Tags", "low", { tags }));
    recommendations.push(advice("addOpenGraph", "low", { tags }));
  }

  if (facts.htmlBytes > HTML_WEIGHT.light) {
    const heavy = facts.htmlBytes > HTML_WEIGHT.heavy;
    issues.push(
      issue("heavyHtml", heavy ? "warning" : "info", "Performance", heavy ? "medium" : "low", {
        size: kb(facts.htmlBytes),
      }),
    );
  }

  const load = facts.load;
  const slow = load.seconds !== null && load.seconds > SLOW_LOAD_SECONDS;
  if (slow) {
    issues.push(
      issue("slowLoad", "warning", "Performance", "medium", {
        seconds: load.seconds?.toFixed(1) ?? "",
        limit: SLOW_LOAD_SECONDS,
      }),
    );
  }
  if (load.unmeasured) {
    issues.push(issue(load.unmeasured.id, "info", "Performance", "low", load.unmeasured.values));
  }
  if (load.filesFailed > 0) {
    issues.push(
      issue("filesMissing", "warning", "Performance", "medium", {
        failed: load.filesFailed,
        files: counted(load.filesTimed, "file"),
      }),
    );
  }
  if (slow || facts.htmlBytes > HTML_WEIGHT.heavy) {
    const limit = SLOW_LOAD_SECONDS;
    recommendations.push(
      load.seconds === null
        ? advice("speedHeavyHtml", "medium", { size: kb(facts.htmlBytes), limit })
        : load.bytes === null
          ? advice("speedTimed", "medium", { seconds: load.seconds.toFixed(1), limit })
          : advice("speedTimedWeighed", "medium", {
              seconds: load.seconds.toFixed(1),
              size: kb(load.bytes),
              limit,
            }),
    );
  }

  if (facts.redirects.length > 1) {
    issues.push(
      issue("redirectChain", "info", "Performance", "low", {
        redirects: counted(facts.redirects.length, "redirect"),
      }),
    );
  }

  // Array sort is stable, so findings of the same level keep the order above.
  return {
    issues: issues.sort((a, b) => rank[a.impact] - rank[b.impact]),
    recommendations: recommendations.sort((a, b) => rank[a.priority] - rank[b.priority]),
  };
}
