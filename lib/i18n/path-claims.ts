// Which document keeps an address two documents claim. The Studio keeps slugs unique per type and
// language, but content also arrives past it (an import, a script, the API): the site settles every
// collision in its content by this one rule, in each language, so a duplicate slug never serves an
// arbitrary document and is named in the log.
import { reportIgnoredOnce } from "../route-rules/rules.ts";

/** A document's claim to an address of a folder: a slug, or a landing page's path. */
export interface PathClaim {
  /** The English document the address would serve. */
  id: string;
  path: string;
  /** Claimed by a published translation (its readers' page), not by an English document shown untranslated. */
  translated: boolean;
  /** When the claiming document was created (ISO 8601); null or "" where unknown or not counted. */
  at: string | null;
}

/**
 * A document's claim in Spanish: its published translation's slug, or its English path while untranslated
 * (which counts after every translation, whenever it was created).
 */
export function spanishClaim(
  englishPath: string,
  es: { slug: string | null; _createdAt: string | null } | null,
): Pick<PathClaim, "path" | "translated" | "at"> {
  const translated = Boolean(es?.slug);
  return { path: es?.slug || englishPath, translated, at: translated ? (es?._createdAt ?? "") : "" };
}

/**
 * The claims that keep their address: a translation wins over an English document shown untranslated, then
 * the document created first, then the lesser id (so the answer never depends on the order the lake lists
 * them in). A claim `problemOf` refuses (an address the site's own routes hold) keeps nothing. Each claim
 * left out is named in the log once, as `where` describes it.
 */
export function keptClaims<C extends PathClaim>(
  claims: readonly C[],
  where: (claim: C) => string,
  problemOf: (path: string) => string | null = () => null,
): C[] {
  const ordered = [...claims].sort(
    (a, b) =>
      Number(b.translated) - Number(a.translated) ||
      (a.at ?? "").localeCompare(b.at ?? "") ||
      a.id.localeCompare(b.id),
  );
  const taken = new Set<string>();
  return ordered.filter((claim) => {
    const problem = problemOf(claim.path) ?? (taken.has(claim.path) ? "another page is there" : null);
    if (problem) {
      reportIgnoredOnce(`${where(claim)} (${claim.id})`, `${where(claim)}: ${problem}`);
      return false;
    }
    taken.add(claim.path);
    return true;
  });
}
