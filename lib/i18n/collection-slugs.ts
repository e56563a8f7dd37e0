// Which service or case study each address of a collection's folder serves, in each language. The Studio
// keeps slugs unique per type and language, but content also arrives past it (an import, a script, the
// API): the site applies the rule it applies to landing pages (lib/i18n/path-claims.ts) to what it reads.
import { type Collection, type CollectionPage, collectionFolders } from "./locales.ts";
import { keptClaims, spanishClaim } from "./path-claims.ts";

/** An English document of a collection as `contentSlugsQuery` reads it, with its published translation. */
export interface CollectionRow {
  id: string;
  en: string | null;
  /** Null where the content's source does not stamp documents (the seed read as files). */
  _createdAt: string | null;
  es: { slug: string | null; _createdAt: string | null } | null;
}

const names: Record<Collection, string> = { service: "service", caseStudy: "case study" };

/**
 * A collection's pages by English slug. Of two English documents with one slug the one created first has
 * it; the other has no page. In Spanish each document is at its translation's slug, or at its English slug
 * while untranslated; when two claim one slug, a translation wins over an English document shown
 * untranslated and of two translations the one created first keeps it: the others have no Spanish
 * address (`es: null`), neither their English slug under the Spanish folder.
 */
export function collectionPages(
  collection: Collection,
  rows: readonly CollectionRow[],
): Record<string, CollectionPage> {
  const folders = collectionFolders[collection];
  const where = (folder: string) => (claim: { id: string; path: string }) =>
    `${names[collection]} ${claim.id} at ${folder}${claim.path}`;
  const english = keptClaims(
    rows.flatMap((row) => (row.en ? [{ ...row, path: row.en, translated: true, at: row._createdAt }] : [])),
    where(folders.en),
  );
  const spanish = new Map(
    keptClaims(
      english.map((row) => ({ ...row, ...spanishClaim(row.path, row.es) })),
      where(folders.es),
    ).map((claim) => [claim.id, claim]),
  );
  return Object.fromEntries(
    english.map(({ id, path }) => {
      const claim = spanish.get(id);
      return [path, { id, es: claim?.path ?? null, translated: claim?.translated ?? false }];
    }),
  );
}
