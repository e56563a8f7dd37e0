// Which landing page each Spanish address (/es/<path>) serves. The Studio keeps a Spanish path from a
// Spanish page of the site and from another Spanish landing page, but content also arrives past it (an
// import, a script, the API): the site applies the same rules to what it reads, so such a path never
// takes an address over.
import { landingPathProblem, spanishLandingPathProblem } from "../route-rules/rules.ts";
import type { SpanishLandingPage } from "./locales.ts";
import { keptClaims, spanishClaim } from "./path-claims.ts";

/** An English landing page as the queries read it (`landingTranslationsFields`), with its translation. */
export interface LandingTranslationRow {
  id: string;
  en: string | null;
  es: { slug: string | null; _createdAt: string } | null;
}

/**
 * The landing pages served in Spanish, by English slug. A published translation is at its own path; a page
 * without one at its English path, showing its English text. When two claim one path, the site's rule for
 * every collision decides (lib/i18n/path-claims.ts): a translation wins over an English page shown
 * untranslated, and of two translations the one created first keeps it. A path the Spanish site's own
 * routes hold is no one's.
 */
export function spanishLandingPages(
  rows: readonly LandingTranslationRow[],
): Record<string, SpanishLandingPage> {
  const claims = rows.flatMap(({ id, en, es }) => {
    if (!en || landingPathProblem(en)) return [];
    return [{ id, en, ...spanishClaim(en, es) }];
  });
  const kept = keptClaims(
    claims,
    ({ id, path }) => `landing page ${id} at /es/${path}`,
    spanishLandingPathProblem,
  );
  return Object.fromEntries(kept.map(({ id, en, path, translated }) => [en, { id, es: path, translated }]));
}
