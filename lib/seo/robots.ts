import robotsParser from "robots-parser";

/** What the analyzer needs from robots.txt: its Sitemap lines and the rule (if any) that blocks the page. */
export interface RobotsFacts {
  sitemaps: string[];
  /** The Disallow line that stops search engines from crawling the page, or null when they may. */
  blockingRule: { line: number; text: string } | null;
}

/** The crawler whose rules count: Googlebot's own group when there is one, otherwise the "*" group. */
export const SEARCH_CRAWLER = "Googlebot";

export function readRobots(text: string, robotsUrl: string, pageUrl: string): RobotsFacts {
  const robots = robotsParser(robotsUrl, text);
  const sitemaps: string[] = [];
  for (const listed of robots.getSitemaps()) {
    try {
      sitemaps.push(new URL(listed, robotsUrl).href);
    } catch {
      // An unusable Sitemap line is ignored, as crawlers do.
    }
  }
  if (robots.isAllowed(pageUrl, SEARCH_CRAWLER) !== false) return { sitemaps, blockingRule: null };
  const line = robots.getMatchingLineNumber(pageUrl, SEARCH_CRAWLER);
  const ruleText =
    text
      .split(/\r\n|\r|\n/)
      [line - 1]?.replace(/#.*/, "")
      .trim() ?? "";
  return { sitemaps, blockingRule: { line, text: ruleText } };
}
