import { limits } from "./config.ts";
import { firstSkippedLevel } from "./html.ts";
import { DESCRIPTION_LENGTH, HTML_WEIGHT, TITLE_LENGTH } from "./scoring.ts";
import type { Level, PageFacts, SeoIssue, SeoRecommendation, TechnicalSeo } from "./types.ts";
import { isOtherHost } from "./url.ts";

/**
 * Issues and recommendations written from what was found on the page, with its real counts.
 */
export interface FindingsInput {
  technicalSEO: TechnicalSeo;
  facts: PageFacts;
}

export const SLOW_LOAD_SECONDS = 3;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
const rank: Record<Level, number> = { high: 0, medium: 1, low: 2 };

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

  if (!t.hasSSL) {
    issues.push({
      type: "error",
      category: "Security",
      title: "Not Served Over HTTPS",
      description: "The page was delivered over plain http://, so browsers mark it as not secure.",
      impact: "high",
    });
    recommendations.push({
      priority: "high",
      title: "Enable HTTPS",
      description: "Search engines prefer secure pages and visitors trust them more.",
      action: "Install a TLS certificate and redirect every http:// address to https://.",
    });
  } else if (facts.httpRedirectsToHttps === false) {
    issues.push({
      type: "warning",
      category: "Security",
      title: "HTTP Does Not Redirect to HTTPS",
      description: `http://${host}/ answers without sending visitors to the secure version.`,
      impact: "medium",
    });
    recommendations.push({
      priority: "medium",
      title: "Redirect HTTP to HTTPS",
      description: "Visitors and links that use http:// should land on the secure page.",
      action: `Answer http://${host}/ with a 301 redirect to https://${host}/.`,
    });
  }

  if (facts.noindex) {
    issues.push({
      type: "error",
      category: "Crawling",
      title: "Page Asks Not to Be Indexed",
      description:
        "A robots meta tag or X-Robots-Tag header says noindex, so search engines will leave it out.",
      impact: "high",
    });
    recommendations.push({
      priority: "high",
      title: "Allow Indexing",
      description: "A page that is excluded from the index cannot rank at all.",
      action: "Remove noindex from the robots meta tag or X-Robots-Tag header if the page should be found.",
    });
  }

  if (!t.metaTags.title) {
    issues.push({
      type: "error",
      category: "Meta Tags",
      title: "Missing Title Tag",
      description: "The page has no <title>, which is the headline search results show.",
      impact: "high",
    });
    recommendations.push({
      priority: "high",
      title: "Add a Title Tag",
      description: "The title is the strongest on-page signal and the link text in search results.",
      action: `Write a unique title of ${TITLE_LENGTH.min}–${TITLE_LENGTH.max} characters naming the page's topic.`,
    });
  } else if (facts.titleLength < TITLE_LENGTH.min || facts.titleLength > TITLE_LENGTH.max) {
    const tooLong = facts.titleLength > TITLE_LENGTH.max;
    issues.push({
      type: "warning",
      category: "Meta Tags",
      title: tooLong ? "Title Too Long" : "Title Too Short",
      description: `The title is ${plural(facts.titleLength, "character")}; ${TITLE_LENGTH.min}–${TITLE_LENGTH.max} display best in search results.`,
      impact: "medium",
    });
    recommendations.push({
      priority: "medium",
      title: tooLong ? "Shorten the Title" : "Expand the Title",
      description: tooLong
        ? "Search results cut long titles off."
        : "A short title wastes space to describe the page.",
      action: `Rewrite the title to ${TITLE_LENGTH.min}–${TITLE_LENGTH.max} characters.`,
    });
  }

  if (!t.metaTags.description) {
    issues.push({
      type: "error",
      category: "Meta Tags",
      title: "Missing Meta Description",
      description: "Without a meta description search engines pick a snippet from the page themselves.",
      impact: "high",
    });
    recommendations.push({
      priority: "high",
      title: "Add Meta Description",
      description: "A good description raises the share of people who click through from search results.",
      action: `Add a meta description of ${DESCRIPTION_LENGTH.advisedMin}–${DESCRIPTION_LENGTH.advisedMax} characters summarising the page.`,
    });
  } else if (
    facts.descriptionLength < DESCRIPTION_LENGTH.min ||
    facts.descriptionLength > DESCRIPTION_LENGTH.max
  ) {
    const tooLong = facts.descriptionLength > DESCRIPTION_LENGTH.max;
    issues.push({
      type: "warning",
      category: "Meta Tags",
      title: tooLong ? "Meta Description Too Long" : "Meta Description Too Short",
      description: `The meta description is ${plural(facts.descriptionLength, "character")}; aim for ${DESCRIPTION_LENGTH.advisedMin}–${DESCRIPTION_LENGTH.advisedMax}.`,
      impact: "medium",
    });
    recommendations.push({
      priority: "medium",
      title: "Rewrite Meta Description",
      description: tooLong
        ? "Search results cut long descriptions off."
        : "A short description undersells the page.",
      action: `Rewrite the meta description to ${DESCRIPTION_LENGTH.advisedMin}–${DESCRIPTION_LENGTH.advisedMax} characters.`,
    });
  }

  if (!t.metaTags.viewport) {
    issues.push({
      type: "error",
      category: "Mobile",
      title: "Missing Viewport Tag",
      description: "Without a viewport meta tag phones show the page zoomed out at desktop width.",
      impact: "high",
    });
    recommendations.push({
      priority: "high",
      title: "Add a Viewport Tag",
      description: "Mobile-friendly pages rank better in mobile search.",
      action: 'Add <meta name="viewport" content="width=device-width, initial-scale=1"> to the head.',
    });
  } else if (!facts.zoomAllowed) {
    issues.push({
      type: "warning",
      category: "Accessibility",
      title: "Zooming Is Disabled",
      description: "The viewport tag stops visitors from zooming in, which people with low vision rely on.",
      impact: "medium",
    });
    recommendations.push({
      priority: "medium",
      title: "Allow Zooming",
      description: "Every visitor should be able to enlarge text.",
      action: "Remove user-scalable=no and any maximum-scale below 2 from the viewport tag.",
    });
  }

  if (t.headings.h1Count === 0) {
    issues.push({
      type: "error",
      category: "Content",
      title: "Missing H1 Heading",
      description: "The page has no H1, so neither readers nor search engines see its main topic.",
      impact: "high",
    });
    recommendations.push({
      priority: "high",
      title: "Add One H1 Heading",
      description: "One clear main heading tells everyone what the page is about.",
      action: "Add a single <h1> that states the page's topic.",
    });
  } else if (t.headings.h1Count > 1) {
    issues.push({
      type: "warning",
      category: "Content",
      title: "Multiple H1 Headings",
      description: `The page has ${t.headings.h1Count} H1 headings; one main heading is clearer.`,
      impact: "medium",
    });
    recommendations.push({
      priority: "medium",
      title: "Header Structure",
      description: "A single H1 followed by H2 sections gives the page a clear outline.",
      action: `Keep one H1 and turn the other ${plural(t.headings.h1Count - 1, "H1")} into H2.`,
    });
  } else if (!t.headings.hasProperStructure) {
    const skip = firstSkippedLevel(facts.headingOutline);
    issues.push({
      type: "warning",
      category: "Content",
      title: "Heading Levels Out of Order",
      description: skip
        ? `The outline jumps from ${skip.replace(" → ", " to ")}, skipping a level.`
        : "A heading comes before the H1, so the outline does not start with the main topic.",
      impact: "low",
    });
    recommendations.push({
      priority: "low",
      title: "Header Structure",
      description: "Screen readers and search engines use headings as the page's table of contents.",
      action: "Start with the H1 and go down one level at a time (H1, H2, H3).",
    });
  }

  if (t.images.withoutAlt > 0) {
    issues.push({
      type: "warning",
      category: "Images",
      title: "Images Without Alt Text",
      description: `${t.images.withoutAlt} of ${plural(t.images.total, "image")} ${t.images.withoutAlt === 1 ? "lacks" : "lack"} alt text.`,
      impact: "medium",
    });
    recommendations.push({
      priority: "medium",
      title: "Add Alt Text",
      description: "Alt text is read aloud to blind visitors and tells search engines what an image shows.",
      action: `Add an alt attribute to the ${plural(t.images.withoutAlt, "image")} without one (alt="" for decorative images).`,
    });
  }

  if (t.images.oversized > 0) {
    issues.push({
      type: "warning",
      category: "Images",
      title: "Large Image Files",
      description: `${plural(t.images.oversized, "image")} ${t.images.oversized === 1 ? "is" : "are"} over ${kb(limits.oversizedImageBytes)} or ${limits.oversizedImagePixels} pixels wide.`,
      impact: "medium",
    });
    recommendations.push({
      priority: "high",
      title: "Optimize Images",
      description: "Large images are the most common cause of slow pages on phones.",
      action: `Resize and compress the ${plural(t.images.oversized, "large image")} (WebP or AVIF, at the size shown).`,
    });
  }

  if (!t.hasRobotsTxt) {
    issues.push({
      type: "warning",
      category: "Crawling",
      title: "Missing robots.txt",
      description: `No robots.txt was found at ${origin}/robots.txt.`,
      impact: "low",
    });
    recommendations.push({
      priority: "low",
      title: "Add robots.txt",
      description: "robots.txt tells crawlers what to skip and where your sitemap is.",
      action: `Publish ${origin}/robots.txt with a Sitemap: line.`,
    });
  } else if (facts.robotsBlockingRule) {
    const rule = facts.robotsBlockingRule;
    issues.push({
      type: "error",
      category: "Crawling",
      title: "robots.txt Blocks This Page",
      description: `Line ${rule.line} of robots.txt ("${rule.text}") stops search engines from crawling ${path}.`,
      impact: "high",
    });
    recommendations.push({
      priority: "high",
      title: "Let Crawlers In",
      description: "A page that cannot be crawled cannot be found in search.",
      action: `Remove or narrow "${rule.text}" in robots.txt so that it no longer matches ${path}.`,
    });
  }

  if (!t.hasSitemap) {
    issues.push({
      type: "warning",
      category: "Crawling",
      title: "Missing XML Sitemap",
      description: "No sitemap was listed in robots.txt or found at /sitemap.xml.",
      impact: "medium",
    });
    recommendations.push({
      priority: "medium",
      title: "Publish an XML Sitemap",
      description: "A sitemap helps search engines find every page, including new ones.",
      action: `Generate ${origin}/sitemap.xml and list it in robots.txt.`,
    });
  }

  if (facts.canonical && isOtherHost(facts.canonical, facts.finalUrl)) {
    issues.push({
      type: "error",
      category: "Meta Tags",
      title: "Canonical URL Points to Another Host",
      description: `The canonical link names ${facts.canonical}, on ${hostOf(facts.canonical)} instead of ${host}, so search engines may index that address in place of this page.`,
      impact: "high",
    });
    recommendations.push({
      priority: "high",
      title: "Point the Canonical Link Here",
      description: "A canonical link tells search engines which address to rank for this content.",
      action: `Set <link rel="canonical"> to this page's own address, ${facts.finalUrl}.`,
    });
  } else if (!facts.canonical) {
    issues.push({
      type: "info",
      category: "Meta Tags",
      title: "No Canonical URL",
      description: "The page does not say which address is its main one, so duplicates may split ranking.",
      impact: "low",
    });
    recommendations.push({
      priority: "low",
      title: "Add a Canonical Link",
      description: "It merges the signals of duplicate addresses into one.",
      action: `Add <link rel="canonical" href="${facts.finalUrl}"> to the head.`,
    });
  }

  if (!facts.lang) {
    issues.push({
      type: "warning",
      category: "Accessibility",
      title: "Page Language Not Declared",
      description: "The <html> element has no lang attribute, so screen readers may mispronounce the text.",
      impact: "medium",
    });
    recommendations.push({
      priority: "medium",
      title: "Declare the Language",
      description: "Screen readers and translators need to know the page's language.",
      action: 'Add lang="en" (or the right language) to the <html> element.',
    });
  }

  const og = facts.openGraph;
  if (og.url && isOtherHost(og.url, facts.finalUrl)) {
    issues.push({
      type: "warning",
      category: "Meta Tags",
      title: "Open Graph URL Points to Another Host",
      description: `og:url names ${og.url}, on ${hostOf(og.url)} instead of ${host}, so shared links lead there.`,
      impact: "medium",
    });
    recommendations.push({
      priority: "medium",
      title: "Correct og:url",
      description: "Social networks send people who click a shared link to the og:url address.",
      action: `Set og:url to this page's own address, ${facts.finalUrl}.`,
    });
  }
  const missingOg = [
    ["og:title", og.title],
    ["og:description", og.description],
    ["og:image", og.image],
  ]
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missingOg.length > 0) {
    issues.push({
      type: "info",
      category: "Meta Tags",
      title: "Incomplete Open Graph Tags",
      description: `Missing ${missingOg.join(", ")}, so shared links show a plain preview.`,
      impact: "low",
    });
    recommendations.push({
      priority: "low",
      title: "Add Open Graph Tags",
      description: "Social networks use them to build the preview card of a shared link.",
      action: `Add ${missingOg.join(", ")} meta tags (a 1200x630 image works everywhere).`,
    });
  }

  if (facts.htmlBytes > HTML_WEIGHT.light) {
    const heavy = facts.htmlBytes > HTML_WEIGHT.heavy;
    issues.push({
      type: heavy ? "warning" : "info",
      category: "Performance",
      title: "Heavy HTML Document",
      description: `The HTML alone weighs ${kb(facts.htmlBytes)}, before any images, styles or scripts.`,
      impact: heavy ? "medium" : "low",
    });
  }

  const load = facts.load;
  const slow = load.seconds !== null && load.seconds > SLOW_LOAD_SECONDS;
  if (slow) {
    issues.push({
      type: "warning",
      category: "Performance",
      title: "Slow Page Load",
      description: `The page and the files it needs to render took ${load.seconds?.toFixed(1)} seconds to download; aim for under ${SLOW_LOAD_SECONDS}.`,
      impact: "medium",
    });
  }
  if (load.unmeasured) {
    issues.push({
      type: "info",
      category: "Performance",
      title: "Load Time Not Measured",
      description: load.unmeasured,
      impact: "low",
    });
  }
  if (load.filesFailed > 0) {
    issues.push({
      type: "warning",
      category: "Performance",
      title: "Files Missing",
      description: `${load.filesFailed} of the ${plural(load.filesTimed, "file")} the page needs to render could not be downloaded.`,
      impact: "medium",
    });
  }
  if (slow || facts.htmlBytes > HTML_WEIGHT.heavy) {
    const took = load.seconds === null ? "" : `The page took ${load.seconds.toFixed(1)} seconds to download`;
    const weighs = load.bytes === null ? "" : ` and weighs ${kb(load.bytes)} with its files`;
    recommendations.push({
      priority: "medium",
      title: "Improve Page Speed",
      description: took ? `${took}${weighs}.` : `The HTML alone weighs ${kb(facts.htmlBytes)}.`,
      action: `Aim for under ${SLOW_LOAD_SECONDS} seconds: cache pages, trim inline data and compress responses.`,
    });
  }

  if (facts.redirects.length > 1) {
    issues.push({
      type: "info",
      category: "Performance",
      title: "Redirect Chain",
      description: `The address went through ${plural(facts.redirects.length, "redirect")} before reaching the page.`,
      impact: "low",
    });
  }

  // Array sort is stable, so findings of the same level keep the order above.
  return {
    issues: issues.sort((a, b) => rank[a.impact] - rank[b.impact]),
    recommendations: recommendations.sort((a, b) => rank[a.priority] - rank[b.priority]),
  };
}
