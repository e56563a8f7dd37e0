import type { ValidationContext } from "sanity";
import { documentPath } from "../../lib/content/page-paths.ts";

/**
 * Link text that says nothing of where the link goes, as Lighthouse's SEO audit "Links do not have
 * descriptive text" lists it in English (lighthouse/core/audits/seo/link-text.js). Screen readers
 * offer a page's links as one list, where each is read out of its context too.
 */
export const NON_DESCRIPTIVE_LINK_TEXT: ReadonlySet<string> = new Set([
  "click here",
  "click this",
  "go",
  "here",
  "information",
  "learn more",
  "more",
  "more info",
  "more information",
  "right here",
  "read more",
  "see more",
  "start",
  "this",
]);

/** "Learn more →" and "Read more." read as the bare words do. */
const normalized = (text: string) =>
  text
    .trim()
    .replace(/[\s.,!:;…→»›>]+$/u, "")
    .toLowerCase();

/** A jump within the page the link is on (`#contact`, or `/#services` on the home page) or an e-mail link. */
function staysOnPage(href: unknown, pagePath: string | null): boolean {
  if (typeof href !== "string") return false;
  if (href.startsWith("#") || href.toLowerCase().startsWith("mailto:")) return true;
  const hash = href.indexOf("#");
  return hash > 0 && pagePath !== null && href.slice(0, hash) === pagePath;
}

/**
 * A button's or link's label (a field beside its `href`): a warning when it is non-descriptive and leads
 * to another page, where search engines count it against the page (the audit skips jumps within it).
 */
export function descriptiveLinkText(value: unknown, context: ValidationContext): true | string {
  if (typeof value !== "string" || !NON_DESCRIPTIVE_LINK_TEXT.has(normalized(value))) return true;
  const href = (context.parent as { href?: unknown } | undefined)?.href;
  if (staysOnPage(href, documentPath(context.document))) return true;
  return `"${value.trim()}" says nothing of where the link goes: search engines mark the page down for it and screen readers read it alone. Name the destination, e.g. "Explore our services".`;
}
