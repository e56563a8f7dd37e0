// The site's languages and the address of every fixed page in each: the one map the routes, the proxy's
// route rules, the sitemap, the alternates and the language switcher read. English keeps today's addresses;
// Spanish lives under /es with its own words in the address.
import { type ServicePageSlug, servicePageSlugs } from "../content/service-pages.ts";

export const locales = ["en", "es"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

/** The language tag of each locale: `<html lang>`, hreflang and the sitemap's alternates. */
export const languageTags = { en: "en-US", es: "es-US" } as const satisfies Record<Locale, string>;

/** Open Graph writes its locales with an underscore. */
export const openGraphLocales = { en: "en_US", es: "es_US" } as const satisfies Record<Locale, string>;

/** The first segment of every Spanish address. */
export const SPANISH_PREFIX = "/es";

/**
 * The English address of each page with a Spanish address (each has its route in app/(site-es)). The
 * other fixed pages (industries, portfolio, careers, test, privacy, terms) join with their routes.
 */
export type TranslatedPath =
  | "/"
  | "/services"
  | "/about"
  | "/contact"
  | "/quote"
  | `/services/${ServicePageSlug}`;

/** Pages whose every word is code (the dictionaries), with no content document to translate. */
export const codePages: readonly TranslatedPath[] = ["/quote"];

/** The Spanish slug of each seeded service page: a word a Houston reader would search for. */
export const spanishServiceSlugs: Record<ServicePageSlug, string> = {
  "web-development": "desarrollo-web",
  "mobile-applications": "aplicaciones-moviles",
  "web-applications": "aplicaciones-web",
  "cloud-solutions": "soluciones-en-la-nube",
  "seo-insights": "seo-y-analitica",
  "brand-identity": "identidad-de-marca",
  "digital-campaigns": "campanas-digitales",
  "experience-optimization": "optimizacion-de-experiencia",
};

/** Each fixed page's Spanish address; a page missing here fails typecheck. */
export const spanishPaths: Record<TranslatedPath, string> = {
  "/": SPANISH_PREFIX,
  "/services": `${SPANISH_PREFIX}/servicios`,
  "/about": `${SPANISH_PREFIX}/nosotros`,
  "/contact": `${SPANISH_PREFIX}/contacto`,
  "/quote": `${SPANISH_PREFIX}/cotizacion`,
  ...(Object.fromEntries(
    servicePageSlugs.map((slug) => [
      `/services/${slug}`,
      `${SPANISH_PREFIX}/servicios/${spanishServiceSlugs[slug]}`,
    ]),
  ) as Record<`/services/${ServicePageSlug}`, string>),
};

const englishOf = new Map(Object.entries(spanishPaths).map(([english, spanish]) => [spanish, english]));

export const isTranslatedPath = (path: string): path is TranslatedPath => Object.hasOwn(spanishPaths, path);

/** The address of an English page in a locale, or null when that page has no address in it. */
export function localizedPath(englishPath: string, locale: Locale): string | null {
  if (locale === "en") return englishPath;
  return isTranslatedPath(englishPath) ? spanishPaths[englishPath] : null;
}

/** The language of an address: Spanish under /es, English elsewhere. */
export const localeOfPath = (path: string): Locale =>
  path === SPANISH_PREFIX || path.startsWith(`${SPANISH_PREFIX}/`) ? "es" : "en";

/** The English address a Spanish one translates, the address itself when English, null when unknown. */
export function englishPathOf(path: string): TranslatedPath | string | null {
  if (localeOfPath(path) === "en") return path;
  return englishOf.get(path) ?? null;
}

/** A Spanish service page's English slug, from its Spanish one. */
export function englishServiceSlug(spanishSlug: string): ServicePageSlug | null {
  return servicePageSlugs.find((slug) => spanishServiceSlugs[slug] === spanishSlug) ?? null;
}

/**
 * The hreflang alternates of a page that exists in both languages: each language's address and x-default
 * (the English page, which serves every other language).
 */
export function languageAlternates(englishPath: TranslatedPath): Record<string, string> {
  return {
    [languageTags.en]: englishPath,
    [languageTags.es]: spanishPaths[englishPath],
    "x-default": englishPath,
  };
}

/** The address of the page at `path` in the other language: its translation, else that language's home. */
export function counterpartPath(path: string): string {
  if (localeOfPath(path) === "es") {
    const english = englishPathOf(path);
    return english && english !== path ? english : "/";
  }
  return localizedPath(path, "es") ?? SPANISH_PREFIX;
}

/** A link of the English site (a path with an optional #section) as it reads on a page in `locale`. */
export function localizedHref(href: string, locale: Locale): string {
  const hash = href.indexOf("#");
  const path = hash < 0 ? href : href.slice(0, hash);
  const translated = path.startsWith("/") ? localizedPath(path, locale) : null;
  return translated ? `${translated}${hash < 0 ? "" : href.slice(hash)}` : href;
}

/** The sitemap of the Spanish pages (app/(site-es)/es/sitemap.xml), beside /sitemap.xml. */
export const SPANISH_SITEMAP = `${SPANISH_PREFIX}/sitemap.xml`;
