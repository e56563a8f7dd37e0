import { DESCRIPTION_LENGTH, TITLE_LENGTH } from "../../lib/seo/scoring.ts";

/**
 * What a search result and a social card make of a page's SEO fields: search engines cut a title
 * after about 60 characters and a description after about 160, at a word, and add an ellipsis.
 * The recommended lengths are the SEO analyzer's, so the Studio and the analyzer agree.
 */
export const SEARCH_LIMITS = {
  title: { min: TITLE_LENGTH.min, max: TITLE_LENGTH.max },
  description: { min: DESCRIPTION_LENGTH.min, max: DESCRIPTION_LENGTH.max },
} as const;

/** Social networks show a shorter description under the card's title. */
export const SOCIAL_DESCRIPTION_MAX = 110;

/** The text as a result shows it: whole when it fits, else cut at the last word that fits, with "…". */
export function truncateAt(text: string, max: number): { text: string; truncated: boolean } {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return { text: clean, truncated: false };
  const room = clean.slice(0, max);
  const space = room.lastIndexOf(" ");
  const cut = (space > max / 2 ? room.slice(0, space) : room).replace(/[\s,;:.–—-]+$/, "");
  return { text: `${cut}…`, truncated: true };
}

export type LengthVerdict = "empty" | "short" | "good" | "long";

/** Where a length stands against a recommended range. */
export function lengthVerdict(length: number, range: { min: number; max: number }): LengthVerdict {
  if (length === 0) return "empty";
  if (length < range.min) return "short";
  return length > range.max ? "long" : "good";
}

/** The counter's words: "58 characters · recommended 30–60". */
export function lengthLabel(length: number, range: { min: number; max: number }): string {
  return `${length} ${length === 1 ? "character" : "characters"} · recommended ${range.min}–${range.max}`;
}

/** How a result shows its address: the host, then the path's segments, e.g. "example.com › services". */
export function displayUrl(host: string, path: string): string {
  const segments = path.split("/").filter(Boolean);
  return [host.replace(/^www\./, ""), ...segments].join(" › ");
}
