import { limits, loopbackAllowedByEnv } from "./config.ts";
import { PASSING_FAULT, SeoError } from "./errors.ts";
import { buildFindings } from "./findings.ts";
import {
  type FetchedPage,
  type FetchPolicy,
  guardedFetch,
  type Resolver,
  systemResolver,
} from "./guarded-fetch.ts";
import { extractHtmlFacts, headingsWellStructured, type PageImage } from "./html.ts";
import { measurePageLoad } from "./page-load.ts";
import { readRobots } from "./robots.ts";
import { computeScores } from "./scoring.ts";
import type { PageFacts, SeoAnalysis, TechnicalSeo } from "./types.ts";
import { normalizeTarget } from "./url.ts";

export interface AuditOptions {
  /** Loopback addresses and any port; defaults to the SEO_ANALYZER_ALLOW_LOOPBACK test setting. */
  allowLoopback?: boolean;
  resolve?: Resolver;
  timeoutMs?: number;
  maxBytes?: number;
  /** Extra trusted certificate authority (test servers). */
  ca?: string;
  /** Time allowed for the render files (tests inject a short one); limits.renderTimeoutMs by default. */
  renderTimeoutMs?: number;
}

/**
 * Audits one page: fetches it through the guard, then (all through the guard) the files it needs to
 * render, timed for the load time, robots.txt, the sitemap, the http:// version and a few image sizes,
 * and turns the facts into scores, issues and recommendations.
 */
export async function auditUrl(input: string, options: AuditOptions = {}): Promise<SeoAnalysis> {
  const allowLoopback = options.allowLoopback ?? loopbackAllowedByEnv();
  const timeoutMs = options.timeoutMs ?? limits.totalTimeoutMs;
  const target = normalizeTarget(input, allowLoopback);
  const policy: FetchPolicy = {
    signal: AbortSignal.timeout(timeoutMs),
    timeoutMs,
    allowLoopback,
    resolve: options.resolve ?? systemResolver,
    maxBytes: options.maxBytes ?? limits.maxBodyBytes,
    ...(options.ca ? { ca: options.ca } : {}),
  };
  const typedScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(input.trim());

  let requested = target;
  let startedAt = performance.now();
  let page: FetchedPage;
  try {
    page = await guardedFetch(requested, policy);
  } catch (error) {
    // A bare domain whose https:// does not work is tried once more over http://.
    const retryable =
      error instanceof SeoError && (error.code === "connection_failed" || error.code === "tls_error");
    if (typedScheme || !retryable) throw error;
    requested = new URL(target.href);
    requested.protocol = "http:";
    startedAt = performance.now();
    page = await guardedFetch(requested, policy);
  }
  checkPage(page);

  const finalUrl = new URL(page.url);
  const html = extractHtmlFacts(page.body.toString("utf8"), page.url);
  const aux = { ...policy, truncate: true, maxBytes: limits.auxBodyBytes, accept: "*/*" };

  const [robots, httpRedirectsToHttps, load] = await Promise.all([
    fetchRobots(finalUrl, aux),
    checkHttpRedirect(requested, page, aux),
    measurePageLoad({
      startedAt,
      htmlBytes: page.received,
      resources: html.renderResources,
      fetchFile: (url, signal) =>
        guardedFetch(url, {
          ...policy,
          signal: AbortSignal.any([policy.signal, signal]),
          maxBytes: limits.maxResourceBytes,
          discardBody: true,
          accept: "*/*",
        }),
      ...(options.renderTimeoutMs ? { timeoutMs: options.renderTimeoutMs } : {}),
    }),
  ]);
  const [sitemapUrl, imageSizes] = await Promise.all([
    findSitemap(finalUrl, robots?.sitemaps ?? [], aux),
    sizeImages(html.images, aux),
  ]);

  const headerNoindex = /\b(noindex|none)\b/i.test(page.headers["x-robots-tag"] ?? "");
  const facts: PageFacts = {
    requestedUrl: requested.href,
    finalUrl: page.url,
    redirects: page.redirects,
    httpRedirectsToHttps,
    statusCode: page.status,
    htmlBytes: page.body.length,
    title: html.title,
    titleLength: html.title?.length ?? 0,
    description: html.description,
    descriptionLength: html.description?.length ?? 0,
    keywords: html.keywords,
    viewport: html.viewport,
    zoomAllowed: html.zoomAllowed,
    canonical: html.canonical,
    lang: html.lang,
    noindex: html.noindex || headerNoindex,
    openGraph: html.openGraph,
    headingOutline: html.headingOutline,
    imagesUnchecked: imageSizes.unchecked,
    sitemapUrl,
    robotsBlockingRule: robots?.blockingRule ?? null,
    load,
  };
  const technicalSEO: TechnicalSeo = {
    hasSSL: finalUrl.protocol === "https:",
    hasRobotsTxt: robots !== null,
    hasSitemap: sitemapUrl !== null,
    metaTags: {
      title: html.title !== null,
      description: html.description !== null,
      keywords: html.keywords !== null,
      viewport: html.viewport !== null,
    },
    headings: {
      h1Count: html.headingOutline.filter((level) => level === 1).length,
      h2Count: html.headingOutline.filter((level) => level === 2).length,
      hasProperStructure: headingsWellStructured(html.headingOutline),
    },
    images: {
      total: html.images.length,
      withoutAlt: html.images.filter((image) => !image.hasAlt).length,
      oversized: imageSizes.oversized,
    },
  };
  const { score, metrics } = computeScores({ technicalSEO, facts });
  const { issues, recommendations } = buildFindings({ technicalSEO, facts });
  return { url: requested.href, score, issues, recommendations, metrics, technicalSEO, facts };
}

function checkPage(page: FetchedPage): void {
  if (page.status === 404 || page.status === 410) {
    throw new SeoError("not_found", `The page was not found (the website answered ${page.status}).`);
  }
  if (page.status >= 400) {
    const passing = page.status >= 500 || page.status === 408 || page.status === 429;
    throw new SeoError(
      "http_error",
      `The website answered with an error (HTTP ${page.status}).`,
      passing ? PASSING_FAULT : {},
    );
  }
  if (page.status < 200 || page.status >= 300) {
    throw new SeoError("http_error", `The website answered with an unexpected status (HTTP ${page.status}).`);
  }
  const type = (page.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  const looksLikeHtml = /^\s*(<!doctype html|<html)/i.test(page.body.subarray(0, 512).toString("utf8"));
  if (type === "text/html" || type === "application/xhtml+xml" || (!type && looksLikeHtml)) return;
  throw new SeoError(
    "not_html",
    `That address is not a web page (it returned ${type || "content without a type"} instead of HTML).`,
  );
}

async function quietly(url: URL, policy: FetchPolicy): Promise<FetchedPage | null> {
  try {
    return await guardedFetch(url, policy);
  } catch {
    return null;
  }
}

async function fetchRobots(pageUrl: URL, policy: FetchPolicy) {
  const url = new URL("/robots.txt", pageUrl);
  const answer = await quietly(url, policy);
  if (answer?.status !== 200) return null;
  // Sites that answer every path with their HTML page have no robots.txt.
  if ((answer.headers["content-type"] ?? "").includes("html")) return null;
  return readRobots(answer.body.toString("utf8"), url.href, pageUrl.href);
}

async function findSitemap(pageUrl: URL, listed: string[], policy: FetchPolicy): Promise<string | null> {
  const candidates = [...listed.slice(0, 2)];
  const fallback = new URL("/sitemap.xml", pageUrl).href;
  if (!candidates.includes(fallback)) candidates.push(fallback);
  for (const candidate of candidates) {
    const answer = await quietly(new URL(candidate), {
      ...policy,
      accept: "application/xml,text/xml;q=0.9,*/*;q=0.5",
    });
    if (answer?.status !== 200) continue;
    const type = answer.headers["content-type"] ?? "";
    const start = answer.body.toString("utf8");
    if (/<(urlset|sitemapindex)[\s>]/.test(start) || /gzip/.test(type)) return answer.url;
  }
  return null;
}

/** Whether http:// of the same host sends visitors to https:// (null when it could not be checked). */
async function checkHttpRedirect(
  target: URL,
  page: FetchedPage,
  policy: FetchPolicy,
): Promise<boolean | null> {
  if (target.protocol === "http:") return page.url.startsWith("https:");
  const plain = new URL(`http://${target.hostname}/`);
  const answer = await quietly(plain, { ...policy, method: "HEAD", maxRedirects: 0 });
  if (!answer) return null;
  return (answer.headers.location ?? "").startsWith("https:");
}

/** Declared sizes first; otherwise a bounded number of HEAD requests for the file size. */
async function sizeImages(images: PageImage[], policy: FetchPolicy) {
  const bySource = new Map<string, boolean | null>();
  const toHead: string[] = [];
  for (const image of images) {
    if (!image.src || bySource.has(image.src)) continue;
    if (image.src.startsWith("data:")) {
      bySource.set(image.src, image.src.length * 0.75 > limits.oversizedImageBytes);
    } else if (Math.max(image.width ?? 0, image.height ?? 0) > limits.oversizedImagePixels) {
      bySource.set(image.src, true);
    } else if (toHead.length < limits.maxImageHeadRequests) {
      toHead.push(image.src);
      bySource.set(image.src, null);
    }
  }
  await Promise.all(
    toHead.map(async (src) => {
      const answer = await quietly(new URL(src), { ...policy, method: "HEAD", maxRedirects: 2 });
      const length = Number(answer?.headers["content-length"]);
      if (answer && answer.status === 200 && Number.isFinite(length)) {
        bySource.set(src, length > limits.oversizedImageBytes);
      }
    }),
  );
  let oversized = 0;
  let unchecked = 0;
  for (const image of images) {
    const declaredHuge = Math.max(image.width ?? 0, image.height ?? 0) > limits.oversizedImagePixels;
    const verdict = declaredHuge ? true : image.src ? bySource.get(image.src) : null;
    if (verdict === true) oversized++;
    else if (verdict !== false) unchecked++;
  }
  return { oversized, unchecked };
}
