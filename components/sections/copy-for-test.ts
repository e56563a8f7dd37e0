import type { SeedDocument } from "@/lib/sanity/seed-dataset";
import { readSeedDocuments } from "@/tests/fixtures/content/load-seed";

/**
 * Helpers for the "nothing hard-coded" tests of the page compositions: every string of the content is
 * copy except values that select something rather than say something.
 */
const NOT_COPY = new Set([
  "icon",
  "gradient",
  "accent",
  "slug",
  "employmentType",
  "style",
  "listItem",
  "href",
  "url",
  "updatedAt",
  "applyEmail",
]);

function mapCopy(value: unknown, change: (text: string) => string, key = ""): unknown {
  if (typeof value === "string") return key.startsWith("_") || NOT_COPY.has(key) ? value : change(value);
  if (Array.isArray(value))
    return value.map((item) => mapCopy(item, change, key === "marks" ? "_marks" : ""));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, item]) => [k, mapCopy(item, change, k)]));
  }
  return value;
}

/** Every copy string of a query result. */
export function collectCopy(value: unknown, out = new Set<string>(), key = ""): Set<string> {
  if (typeof value === "string") {
    if (!key.startsWith("_") && !NOT_COPY.has(key)) out.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectCopy(item, out);
  } else if (value && typeof value === "object") {
    for (const [k, item] of Object.entries(value)) collectCopy(item, out, k);
  }
  return out;
}

/** "Zq " + the text reversed: the same length of words, none of them the original's. */
export const changeCopy = (text: string) => `Zq ${[...text].reverse().join("")}`;

/** The seed documents with every copy string changed. */
export function seedWithChangedCopy(): SeedDocument[] {
  return readSeedDocuments().map((doc) => mapCopy(doc, changeCopy) as SeedDocument);
}

export const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

/** What a reader gets from the markup: text, alternative text and labels, without styles. */
export function readable(html: string): string {
  const withoutStyles = html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, "");
  const labels = [...withoutStyles.matchAll(/\s(?:alt|aria-label)="([^"]*)"/g)].map((match) => match[1]);
  const text = withoutStyles.replace(/<[^>]+>/g, "\n");
  return decode(`${text}\n${labels.join("\n")}`);
}
