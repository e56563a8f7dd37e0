// Which landing page each Spanish address (/es/<path>) serves. The Studio keeps a Spanish path from a
// Spanish page of the site and from another Spanish landing page, but content also arrives past it (an
// import, a script, the API): the site applies the same rules to what it reads, so such a path never
// takes an address over.
import { landingPathProblem, reportIgnoredOnce, spanishLandingPathProblem } from "../route-rules/rules.ts";
import type { SpanishLandingPage } from "./locales.ts";

/** An English landing page as the queries read it (`landingTranslationsFields`), with its translation. */
export interface LandingTranslationRow {
  id: string;
  en: string | null;
  es: { slug: string | null; _createdAt: string } | null;
}

/**
 * The landing pages served in Spanish, by English slug. A published translation is at its own path; a page
 * without one at its English path, showing its English text. When two claim one path, a translation wins
 * over an English page shown untranslated (its Spanish readers' page), and of two translations the one
 * that claimed it first (created first) keeps it. A path the Spanish site's own routes hold is no one's.
 */
export function spanishLandingPages(
  rows: readonly LandingTranslationRow[],
): Record<string, SpanishLandingPage> {
  const claims = rows.flatMap(({ id, en, es }) => {
    if (!en || landingPathProblem(en)) return [];
    const translated = Boolean(es?.slug);
    return [{ id, en, path: es?.slug || en, translated, at: translated ? (es?._createdAt ?? "") : "" }];
  });
  claims.sort(
    (a, b) =>
      Number(b.translated) - Number(a.translated) || a.at.localeCompare(b.at) || a.id.localeCompare(b.id),
  );
  const taken = new Set<string>();
  const pages: Record<string, SpanishLandingPage> = {};
  for (const { id, en, path, translated } of claims) {
    const problem = spanishLandingPathProblem(path) ?? (taken.has(path) ? "another page is there" : null);
    if (problem) {
      reportIgnoredOnce(
        `spanish landing page ${id} ${path}`,
        `landing page ${id} at /es/${path}: ${problem}`,
      );
      continue;
    }
    taken.add(path);
    pages[en] = { id, es: path, translated };
  }
  return pages;
}
