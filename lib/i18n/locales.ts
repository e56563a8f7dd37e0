// The site's languages and the address of every page in each: the one module the routes, the proxy's
// route rules, the sitemap, the alternates and the language switcher read. English keeps today's addresses;
// Spanish lives under /es with its own words in the address: the fixed pages' here, the collections'
// from their Spanish documents' slugs (ContentSlugs, read by lib/i18n/slugs.ts).
import { landingPageRoute, spanishLandingPageRoute } from "../runtime/routes.ts";

export const locales = ["en", "es"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

/** The language tag of each locale: `<html lang>`, hreflang and the sitemap's alternates. */
export const languageTags = { en: "en-US", es: "es-US" } as const satisfies Record<Locale, string>;

/** Open Graph writes its locales with an underscore. */
export const openGraphLocales = { en: "en_US", es: "es_US" } as const satisfies Record<Locale, string>;

/** The first segment of every Spanish address. */
export const SPANISH_PREFIX = "/es";

/** The English address of each fixed page with a Spanish address (each has its route in app/(site-es)). */
export type TranslatedPath =
  | "/"
  | "/services"
  | "/about"
  | "/contact"
  | "/industries"
  | "/insights"
  | "/careers"
  | "/privacy"
  | "/terms"
  | "/test"
  | "/quote"
  | "/auth";

/** Pages whose every word is code (the dictionaries), with no content document to translate. */
export const codePages: readonly TranslatedPath[] = ["/quote", "/auth"];

/** Each fixed page's Spanish address; a page missing here fails typecheck. */
export const spanishPaths: Record<TranslatedPath, string> = {
  "/": SPANISH_PREFIX,
  "/services": `${SPANISH_PREFIX}/servicios`,
  "/about": `${SPANISH_PREFIX}/nosotros`,
  "/contact": `${SPANISH_PREFIX}/contacto`,
  "/industries": `${SPANISH_PREFIX}/industrias`,
  "/insights": `${SPANISH_PREFIX}/portafolio`,
  "/careers": `${SPANISH_PREFIX}/empleos`,
  "/privacy": `${SPANISH_PREFIX}/privacidad`,
  "/terms": `${SPANISH_PREFIX}/terminos`,
  "/test": `${SPANISH_PREFIX}/etiquetas-sociales`,
  "/quote": `${SPANISH_PREFIX}/cotizacion`,
  "/auth": `${SPANISH_PREFIX}/acceso`,
};

/** A language's home page: where a visitor goes when nothing names a page (after signing in, say). */
export const homePath = (locale: Locale): string => (locale === "en" ? "/" : spanishPaths["/"]);

/** The collections with a page per document, and their folder in each language. */
export const collectionFolders = {
  service: { en: "/services/", es: `${SPANISH_PREFIX}/servicios/` },
  caseStudy: { en: "/insights/", es: `${SPANISH_PREFIX}/portafolio/` },
} as const;
export type Collection = keyof typeof collectionFolders;
const collections = Object.keys(collectionFolders) as Collection[];

/**
 * A service or case study at an English slug (lib/i18n/collection-slugs.ts): its English document, its
 * slug in the Spanish folder (its translation's, else the English slug, whose page shows the English text
 * marked so; null when another document holds that address) and whether that translation is published.
 */
export interface CollectionPage {
  id: string;
  es: string | null;
  translated: boolean;
}

/** Each collection's pages by English slug, and the landing pages served in Spanish. */
export type ContentSlugs = Record<Collection, Readonly<Record<string, CollectionPage>>> & {
  /** The landing pages served in Spanish, by their English slug (lib/i18n/landing-slugs.ts). */
  landingPage: Readonly<Record<string, SpanishLandingPage>>;
};
export const noContentSlugs: ContentSlugs = { service: {}, caseStudy: {}, landingPage: {} };

/**
 * A landing page in Spanish: its English document, its path under /es (its translation's slug, else the
 * English slug, when the English text is shown) and whether that translation is published.
 */
export interface SpanishLandingPage {
  id: string;
  es: string;
  translated: boolean;
}

/** The English slug of the landing page served at a Spanish path (without /es/), or null. */
export function englishLandingSlug(slugs: ContentSlugs, spanish: string): string | null {
  return Object.entries(slugs.landingPage).find(([, page]) => page.es === spanish)?.[0] ?? null;
}

/** The page of a collection at an English slug, if the content has one there. */
export const collectionPage = (
  slugs: ContentSlugs,
  collection: Collection,
  english: string,
): CollectionPage | undefined =>
  Object.hasOwn(slugs[collection], english) ? slugs[collection][english] : undefined;

/**
 * The Spanish slug of a document by its English one: its translation's, else the English slug; null when
 * its page has no Spanish address (another document holds it). A slug the content does not list (links
 * drawn without the content's slugs) keeps its English slug.
 */
export function spanishSlug(slugs: ContentSlugs, collection: Collection, english: string): string | null {
  const page = collectionPage(slugs, collection, english);
  return page ? page.es : english;
}

/**
 * The English slug of the document at a slug of a collection's Spanish folder: null when that slug is the
 * English slug of a document whose Spanish address is another (or none); a slug the content does not list
 * as is.
 */
export function englishSlug(slugs: ContentSlugs, collection: Collection, spanish: string): string | null {
  const found = Object.entries(slugs[collection]).find(([, page]) => page.es === spanish);
  if (found) return found[0];
  return collectionPage(slugs, collection, spanish) ? null : spanish;
}

const englishOf = new Map(Object.entries(spanishPaths).map(([english, spanish]) => [spanish, english]));

export const isTranslatedPath = (path: string): path is TranslatedPath => Object.hasOwn(spanishPaths, path);

/** A path's collection and slug (one segment) in a language's folder, or null. */
export function collectionOf(path: string, locale: Locale): { collection: Collection; slug: string } | null {
  for (const collection of collections) {
    const folder = collectionFolders[collection][locale];
    const slug = path.startsWith(folder) ? path.slice(folder.length) : "";
    if (slug && !slug.includes("/")) return { collection, slug };
  }
  return null;
}

/**
 * The address of an English page in a locale, or null when that page has no address in it. A document of a
 * collection is at its Spanish slug when `slugs` names one, else at its English slug under the Spanish folder.
 */
export function localizedPath(
  englishPath: string,
  locale: Locale,
  slugs: ContentSlugs = noContentSlugs,
): string | null {
  if (locale === "en") return englishPath;
  if (isTranslatedPath(englishPath)) return spanishPaths[englishPath];
  const item = collectionOf(englishPath, "en");
  if (item) {
    const slug = spanishSlug(slugs, item.collection, item.slug);
    return slug === null ? null : `${collectionFolders[item.collection].es}${slug}`;
  }
  const landing = Object.hasOwn(slugs.landingPage, englishPath.slice(1))
    ? slugs.landingPage[englishPath.slice(1)]
    : undefined;
  return landing ? `${SPANISH_PREFIX}/${landing.es}` : null;
}

/** The language of an address: Spanish under /es, English elsewhere. */
export const localeOfPath = (path: string): Locale =>
  path === SPANISH_PREFIX || path.startsWith(`${SPANISH_PREFIX}/`) ? "es" : "en";

/** The English address a Spanish one translates, the address itself when English, null when unknown. */
export function englishPathOf(path: string, slugs: ContentSlugs = noContentSlugs): string | null {
  if (localeOfPath(path) === "en") return path;
  const fixed = englishOf.get(path);
  if (fixed) return fixed;
  const item = collectionOf(path, "es");
  if (item) {
    const english = englishSlug(slugs, item.collection, item.slug);
    return english === null ? null : `${collectionFolders[item.collection].en}${english}`;
  }
  const landing = englishLandingSlug(slugs, path.slice(SPANISH_PREFIX.length + 1));
  return landing === null ? null : `/${landing}`;
}

/**
 * The hreflang alternates of a page that exists in both languages: each language's address and x-default
 * (the English page, which serves every other language).
 */
export function languageAlternates(englishPath: string, spanishPath: string): Record<string, string> {
  return {
    [languageTags.en]: englishPath,
    [languageTags.es]: spanishPath,
    "x-default": englishPath,
  };
}

/** The address of the page at `path` in the other language: its translation, else that language's home. */
export function counterpartPath(shown: string, slugs: ContentSlugs = noContentSlugs): string {
  const path = publicPath(shown);
  if (localeOfPath(path) === "es") {
    const english = englishPathOf(path, slugs);
    return english && english !== path ? english : "/";
  }
  return localizedPath(path, "es", slugs) ?? SPANISH_PREFIX;
}

/**
 * The address visitors use of a path Next serves a landing page from (a prerendered landing page is drawn
 * at its route's path, /landing-pages/<slug>, which the proxy rewrites its address to).
 */
function publicPath(path: string): string {
  for (const [route, address] of [
    [spanishLandingPageRoute(""), `${SPANISH_PREFIX}/`],
    [landingPageRoute(""), "/"],
  ] as const) {
    if (path.startsWith(route)) return `${address}${path.slice(route.length)}`;
  }
  return path;
}

/** A link of the English site (a path with an optional #section) as it reads on a page in `locale`. */
export function localizedHref(href: string, locale: Locale, slugs: ContentSlugs = noContentSlugs): string {
  const hash = href.indexOf("#");
  const path = hash < 0 ? href : href.slice(0, hash);
  const translated = path.startsWith("/") ? localizedPath(path, locale, slugs) : null;
  return translated ? `${translated}${hash < 0 ? "" : href.slice(hash)}` : href;
}

/**
 * Where the proxy serves the Spanish 404 from (app/(site-es)/es/no-encontrada): the answer, with status
 * 404, of every Spanish address without a page.
 */
export const SPANISH_NOT_FOUND = `${SPANISH_PREFIX}/no-encontrada`;

/** The sitemap of the Spanish pages (app/(site-es)/es/sitemap.xml), beside /sitemap.xml. */
export const SPANISH_SITEMAP = `${SPANISH_PREFIX}/sitemap.xml`;
