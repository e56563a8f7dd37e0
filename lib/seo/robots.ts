/** What the analyzer needs from robots.txt: its Sitemap lines and whether it shuts every crawler out. */
export interface RobotsFacts {
  sitemaps: string[];
  disallowsAll: boolean;
}

export function parseRobots(text: string, base: string): RobotsFacts {
  const sitemaps: string[] = [];
  let disallowsAll = false;
  let agents: string[] = [];
  let inRules = false;
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.replace(/#.*/, "").trim();
    const separator = line.indexOf(":");
    if (separator < 0) continue;
    const field = line.slice(0, separator).trim().toLowerCase();
    const value = line.slice(separator + 1).trim();
    if (field === "sitemap") {
      try {
        sitemaps.push(new URL(value, base).href);
      } catch {
        // An unusable Sitemap line is ignored, as crawlers do.
      }
    } else if (field === "user-agent") {
      if (inRules) agents = [];
      inRules = false;
      agents.push(value.toLowerCase());
    } else if (field === "disallow" || field === "allow") {
      inRules = true;
      if (field === "disallow" && value === "/" && agents.includes("*")) disallowsAll = true;
    }
  }
  return { sitemaps, disallowsAll };
}
