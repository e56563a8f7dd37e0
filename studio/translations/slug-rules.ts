import type { Locale } from "../../lib/i18n/locales.ts";
import { localizedPath, SPANISH_PREFIX } from "../../lib/i18n/locales.ts";
import { translationOf } from "../../lib/i18n/translations.ts";
import { contentFolders, pathOwner, spanishLandingPathProblem } from "../../lib/route-rules/rules.ts";

/**
 * Slugs per language: a document's slug is unique among the documents of its type in its own language
 * (an English and a Spanish document may share one, their addresses differ), and a Spanish slug must not
 * give an address the application, a fixed page or another document's Spanish page already answers.
 */

/** The published id of a stored id: without `drafts.` or `versions.<release>.`. */
const publishedIdOf = (id: string) => id.replace(/^drafts\./, "").replace(/^versions\.[^.]+\./, "");

export const localeOfDocument = (id: string): Locale => translationOf(publishedIdOf(id))?.locale ?? "en";

/** The first of `holders` (documents with the same slug) that is another document in the language of `id`. */
export function sameLanguageHolder<Holder extends { _id: string }>(
  id: string,
  holders: readonly Holder[],
): Holder | undefined {
  const own = publishedIdOf(id);
  const locale = localeOfDocument(id);
  return holders.find(
    (holder) => publishedIdOf(holder._id) !== own && localeOfDocument(holder._id) === locale,
  );
}

/** The address a Spanish document's slug gives it: a landing page under /es, a service under its folder's Spanish address. */
export function spanishAddress(type: string, slug: string): string | null {
  if (type === "landingPage") return `${SPANISH_PREFIX}/${slug}`;
  const folder = contentFolders.find((entry) => entry.type === type)?.folder;
  const spanishFolder = folder ? localizedPath(folder.slice(0, -1), "es") : null;
  return spanishFolder ? `${spanishFolder}/${slug}` : null;
}

/**
 * Why a Spanish document may not take `slug`, or null: its address belongs to the application, to a fixed
 * page, or to another document's Spanish page by the locales map (`englishSlug` is the slug of the English
 * document it translates, whose Spanish address it may keep).
 */
export function spanishSlugProblem(type: string, slug: string, englishSlug?: unknown): string | null {
  const path = spanishAddress(type, slug);
  const owner = path ? pathOwner(path) : null;
  // Below a Spanish page's first segment too (/es/servicios/a/b): the site serves no landing page there.
  if (!owner && type === "landingPage") return spanishLandingPathProblem(slug);
  if (!path || !owner) return null;
  if (owner.kind === "content") {
    // The address reads as this very slug in the folder: the documents' own slugs decide (slugProblem).
    if (owner.slug === slug || (owner.type === type && owner.slug === englishSlug)) return null;
    return `${path} is the Spanish address of the ${owner.label} "${owner.slug}"; choose another.`;
  }
  const holder = owner.kind === "fixed" ? `a page of the site (${owner.path})` : "the application";
  return `${path} belongs to ${holder}; choose another.`;
}

/** The query the slug rules read: the documents of the type with that slug, and the English one's slug. */
export const slugHoldersQuery = `{
  "holders": *[_type == $type && slug == $slug && !(_id in [$id, "drafts." + $id])]{ _id, "name": coalesce(title, name, _id) },
  "englishSlug": *[_id == $englishId][0].slug
}`;

export interface SlugHolders {
  holders: { _id: string; name: string }[];
  englishSlug: unknown;
}

/** The slug rule's verdict from what `slugHoldersQuery` answered for the document `id`. */
export function slugProblem(
  type: string,
  id: string,
  slug: string,
  { holders, englishSlug }: SlugHolders,
  takenMessage: (name: string) => string,
): string | null {
  const taken = sameLanguageHolder(id, holders);
  if (taken) return takenMessage(taken.name);
  if (localeOfDocument(id) !== "es") return null;
  // In a folder, a document with no translation is at its English slug: a Spanish slug may not be another's.
  const inFolder = type !== "landingPage" && spanishAddress(type, slug) !== null;
  const english = translationOf(publishedIdOf(id))?.id;
  const shadowed = holders.find(
    (holder) => inFolder && localeOfDocument(holder._id) === "en" && publishedIdOf(holder._id) !== english,
  );
  if (shadowed)
    return `"${slug}" is the English address of "${shadowed.name}", which the Spanish site shows until it is translated: choose another.`;
  return spanishSlugProblem(type, slug, englishSlug);
}

/** The parameters of `slugHoldersQuery` for the document `storedId` (a draft's id included). */
export function slugHoldersParams(type: string, storedId: string, slug: string) {
  const id = publishedIdOf(storedId);
  return { type, slug, id, englishId: translationOf(id)?.id ?? id };
}
