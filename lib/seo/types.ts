import type { PageLoad } from "./page-load.ts";
import type { AdviceId, IssueId, WordValues } from "./words.ts";

/**
 * The analyzer's result. The first six fields are what the analyzer shows; `facts` carries the
 * measured details behind them (lengths, canonical, lang, Open Graph, redirects, page weight).
 */
export type IssueType = "error" | "warning" | "info";
export type Level = "high" | "medium" | "low";
export type IssueCategory =
  | "Security"
  | "Crawling"
  | "Meta Tags"
  | "Content"
  | "Images"
  | "Mobile"
  | "Accessibility"
  | "Performance";

/**
 * A finding's `title`, `description` (and `action`) are its words in English; `id` and `values` let the
 * report word it in the reader's language (./words.ts and the dictionaries).
 */
export interface SeoIssue {
  id: IssueId;
  values: WordValues;
  type: IssueType;
  category: IssueCategory;
  title: string;
  description: string;
  impact: Level;
}

export interface SeoRecommendation {
  id: AdviceId;
  values: WordValues;
  priority: Level;
  title: string;
  description: string;
  action: string;
}

export interface SeoMetrics {
  /** Load Time: facts.load.seconds (the page and its render files), null when it could not be measured. */
  pageLoadTime: number | null;
  mobileScore: number;
  accessibilityScore: number;
  seoScore: number;
}

export interface TechnicalSeo {
  hasSSL: boolean;
  hasRobotsTxt: boolean;
  hasSitemap: boolean;
  metaTags: { title: boolean; description: boolean; keywords: boolean; viewport: boolean };
  headings: { h1Count: number; h2Count: number; hasProperStructure: boolean };
  images: { total: number; withoutAlt: number; oversized: number };
}

export interface PageFacts {
  /** The address that was asked for, after normalisation. */
  requestedUrl: string;
  /** Where the redirects (if any) ended. */
  finalUrl: string;
  redirects: string[];
  /** true/false when http:// was checked, null when it could not be checked. */
  httpRedirectsToHttps: boolean | null;
  statusCode: number;
  /** Bytes of the HTML document itself (decompressed); the whole page's weight is load.bytes. */
  htmlBytes: number;
  title: string | null;
  titleLength: number;
  description: string | null;
  descriptionLength: number;
  keywords: string | null;
  viewport: string | null;
  /** false when the viewport forbids zooming (user-scalable=no or maximum-scale below 2). */
  zoomAllowed: boolean;
  canonical: string | null;
  lang: string | null;
  /** Whether a meta robots tag or X-Robots-Tag header asks search engines not to index the page. */
  noindex: boolean;
  openGraph: { title: string | null; description: string | null; image: string | null; url: string | null };
  /** Heading levels in document order (1 for h1 ... 6 for h6). */
  headingOutline: number[];
  /** Image URLs that could not be sized (no declared size, HEAD not tried or failed). */
  imagesUnchecked: number;
  /** The sitemap that was found (from robots.txt or /sitemap.xml), or null. */
  sitemapUrl: string | null;
  /** The robots.txt line that stops search engines from crawling this page, or null. */
  robotsBlockingRule: { line: number; text: string } | null;
  /** Load time and page weight of the page with its render files. */
  load: PageLoad;
}

export interface SeoAnalysis {
  url: string;
  score: number;
  issues: SeoIssue[];
  recommendations: SeoRecommendation[];
  metrics: SeoMetrics;
  technicalSEO: TechnicalSeo;
  facts: PageFacts;
}
