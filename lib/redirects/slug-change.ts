import { type Locale, localizedPath, SPANISH_PREFIX } from "../i18n/locales.ts";
import { caseStudyPath, landingPagePath, servicePagePath } from "../runtime/routes.ts";
import { normalizePath } from "./rules.ts";

/**
 * A page's address in the language of its document: a translation's under /es (its folder's Spanish
 * address, or /es/<path> for a landing page); null for a type without pages of its own.
 */
export function sluggedPagePath(type: string, slug: string, locale: Locale = "en"): string | null {
  const pathOf = sluggedPagePaths[type];
  if (!pathOf) return null;
  if (locale === "en") return pathOf(slug);
  return type === "landingPage" ? `${SPANISH_PREFIX}/${slug}` : localizedPath(pathOf(slug), locale);
}

/** The document types whose URL segment makes their address, and that address. */
export const sluggedPagePaths: Record<string, (slug: string) => string> = {
  caseStudy: caseStudyPath,
  service: servicePagePath,
  landingPage: landingPagePath,
};

export interface StoredRedirect {
  _id: string;
  from: string;
  to: string;
}

export interface SlugChangePlan {
  /** The new redirect from the old address. */
  create: { _id: string; _type: "redirect"; from: string; to: string; permanent: true };
  /** Redirects that led to the old address now lead straight to the new one (no chain). */
  repoint: { _id: string; to: string }[];
  /** Redirects from the new address (or the old one) are removed: a page lives there now (no loop). */
  remove: string[];
}

/**
 * A stable id per old address, so renaming twice replaces rather than duplicates. No dot: a document
 * whose id has one is private (hosted Sanity and the local lake alike), and the site reads as a visitor.
 */
const redirectId = (from: string) =>
  `redirect-${from.replace(/^\//, "").replace(/[^A-Za-z0-9_-]+/g, "-") || "home"}`;

/**
 * What to store when a published page of `type` in `locale` moves from `oldSlug` to `newSlug`, given the
 * redirects that exist: null when nothing moved or the type has no address of its own.
 */
export function slugChangePlan(
  type: string,
  oldSlug: unknown,
  newSlug: unknown,
  existing: readonly StoredRedirect[],
  locale: Locale = "en",
): SlugChangePlan | null {
  if (typeof oldSlug !== "string" || typeof newSlug !== "string") return null;
  if (!oldSlug || !newSlug || oldSlug === newSlug) return null;
  const from = sluggedPagePath(type, oldSlug, locale);
  const to = sluggedPagePath(type, newSlug, locale);
  if (!from || !to) return null;
  const byPath = (path: string) => (redirect: StoredRedirect) => normalizePath(redirect.from) === path;
  const create = { _id: redirectId(from), _type: "redirect" as const, from, to, permanent: true as const };
  const remove = existing
    .filter((redirect) => byPath(to)(redirect) || (byPath(from)(redirect) && redirect._id !== create._id))
    .map((redirect) => redirect._id);
  const repoint = existing
    .filter((redirect) => normalizePath(redirect.to) === from && !remove.includes(redirect._id))
    .filter((redirect) => redirect._id !== create._id)
    .map((redirect) => ({ _id: redirect._id, to }));
  return { create, repoint, remove };
}
