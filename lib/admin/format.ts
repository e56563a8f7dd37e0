import { HOURS_PER_WEEK } from "../../supabase/workspace.ts";

/**
 * The dashboard's display rules, as pure functions the tabs share: money, durations, usage
 * colours, initials, skill previews, ratings, scores and SSL colours.
 */

export { formatCurrency } from "../runtime/money.ts";

/** A service's estimated hours as weeks of 40 hours, rounded up and pluralised: "1 week", "3 weeks". */
export function formatDurationWeeks(hours: number): string {
  const weeks = Math.max(1, Math.ceil(hours / HOURS_PER_WEEK));
  return `${weeks} ${weeks === 1 ? "week" : "weeks"}`;
}

export type UsageColor = "red" | "yellow" | "green";

/** Resource usage in percent: 90 or more red, 75 or more yellow, otherwise green. */
export function usageColor(percent: number): UsageColor {
  if (percent >= 90) return "red";
  if (percent >= 75) return "yellow";
  return "green";
}

/** First letters of up to the first two words of a name, upper case: "Elena Vasquez" → "EV". */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toLocaleUpperCase("en-US") ?? "")
    .join("");
}

/** The first three skills, and "+N more" for the rest (null when there is no rest). */
export function skillPreview(skills: readonly string[], shown = 3): { shown: string[]; more: string | null } {
  const rest = skills.length - shown;
  return { shown: skills.slice(0, shown), more: rest > 0 ? `+${rest} more` : null };
}

/** A rating on the /5.0 scale to one decimal: "4.5/5.0"; "No ratings" when there is none. */
export function formatRating(rating: number | null): string {
  return rating === null ? "No ratings" : `${rating.toFixed(1)}/5.0`;
}

/** A score out of 100: "84/100". */
export function formatScore(score: number): string {
  return `${Math.round(score)}/100`;
}

/** A summary average to one decimal (team performance, service rating): "4.1". */
export function formatAverage(value: number | null): string {
  return value === null ? "–" : value.toFixed(1);
}

/** SSL status colour: active is green, anything else red. */
export function sslColor(status: string): "green" | "red" {
  return status === "active" ? "green" : "red";
}

/** A growth or margin percentage with its sign: "+12.5%", "-3.0%", "–" when undefined. */
export function formatSignedPercent(value: number | null): string {
  if (value === null) return "–";
  return `${value > 0 ? "+" : ""}${value.toFixed(1)}%`;
}

// Words a title-cased label keeps in capitals.
const ACRONYMS: Record<string, string> = {
  ach: "ACH",
  seo: "SEO",
  vps: "VPS",
  ssl: "SSL",
  api: "API",
  ai: "AI",
};

/** A stored value as a label on screen: "in-progress" → "In Progress", "ach" → "ACH", "seo-insights" → "SEO Insights". */
export function statusLabel(value: string): string {
  return value
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => ACRONYMS[word.toLowerCase()] ?? word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}
