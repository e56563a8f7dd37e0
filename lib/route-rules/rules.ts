// Which addresses belong to whom: the application (its routes in app/, read by scan.ts into
// app-routes.ts), the fixed pages, the published documents with pages of their own, and what is left
// for landing pages and redirects. Pure and synchronous, so the proxy, the sitemap, the landing-page route
// and the Studio's validation all apply the same rules to whatever content they read. Spanish addresses
// (lib/i18n/locales.ts) belong to the page they translate.
import {
  collectionFolders,
  englishPathOf,
  localeOfPath,
  localizedPath,
  SPANISH_PREFIX,
} from "../i18n/locales.ts";
import {
  caseStudyPath,
  landingPagePath,
  legalRoutes,
  marketingRoutes,
  servicePageRoutes,
} from "../runtime/routes.ts";
import { appRoutes } from "./app-routes.ts";

/** Next's own files, answered before any route of app/. */
const NEXT_OWN_SEGMENTS = ["_next"];

const segmentsOf = (path: string) => path.split("/").filter(Boolean);
const isDynamic = (segment: string) => segment.startsWith("[");

/** The pages whose copy is a singleton document: always served, whatever is published. */
export const fixedPages: readonly string[] = [...marketingRoutes, ...legalRoutes].filter(
  (path) => !(servicePageRoutes as readonly string[]).includes(path),
);

/** The Spanish addresses of the fixed pages (/es, /es/servicios, ...): fixed pages too. */
export const spanishFixedPages: readonly string[] = fixedPages.flatMap(
  (path) => localizedPath(path, "es") ?? [],
);

/** The folders whose pages are published documents, one segment per document (its slug). */
export const contentFolders = [
  { type: "caseStudy", folder: caseStudyPath(""), label: "case study" },
  { type: "service", folder: "/services/", label: "service" },
] as const;

export type ContentType = (typeof contentFolders)[number]["type"] | "landingPage";

/** The first segment of every route in app/ (and Next's own): no landing page may start with one. */
export const appFirstSegments: ReadonlySet<string> = new Set([
  ...NEXT_OWN_SEGMENTS,
  ...appRoutes.map((route) => segmentsOf(route)[0]).filter((segment): segment is string => !!segment),
]);

/**
 * The first segments only the application answers under (the Studio, the dashboard, sign-in, the APIs,
 * images, the 404, the landing pages' own folder, metadata files): app/'s first segments that no fixed
 * page or content folder shares.
 */
export const applicationSegments: ReadonlySet<string> = new Set(
  [...appFirstSegments].filter(
    (segment) =>
      ![...fixedPages, ...spanishFixedPages].some((page) => segmentsOf(page)[0] === segment) &&
      !contentFolders.some(({ folder }) => segmentsOf(folder)[0] === segment),
  ),
);

/** The second segment of every route of app/ under /es (/es/servicios, /es/no-encontrada, ...). */
const spanishAppSegments: ReadonlySet<string> = new Set(
  appRoutes.flatMap((route) => {
    const [first, second] = segmentsOf(route);
    return first === "es" && second ? [second] : [];
  }),
);

/** Those only the application answers under in Spanish (the Spanish landing pages' own folder, the 404). */
const spanishApplicationSegments: ReadonlySet<string> = new Set(
  [...spanishAppSegments].filter(
    (segment) =>
      !spanishFixedPages.some((page) => segmentsOf(page)[1] === segment) &&
      !Object.values(collectionFolders).some(({ es }) => segmentsOf(es)[1] === segment),
  ),
);

/** Static routes of app/ that are neither fixed pages nor in a content folder (e.g. /auth/confirm). */
const otherStaticRoutes: ReadonlySet<string> = new Set<string>(
  appRoutes.filter(
    (route) =>
      !segmentsOf(route).some(isDynamic) &&
      route !== "/" &&
      !fixedPages.includes(route) &&
      !spanishFixedPages.includes(route),
  ),
);

export type PathOwner =
  | { kind: "application" }
  | { kind: "fixed"; path: string }
  | { kind: "content"; type: Exclude<ContentType, "landingPage">; slug: string; label: string }
  | null;

/**
 * Who answers a (normalised) path by the application's own routes: the application itself, a fixed
 * page, a content folder (whether or not that slug is published), or nobody (null: a landing page or a
 * redirect may take it). A Spanish address is owned as the page it translates is; one that translates
 * none is nobody's (a redirect may take it; a landing page may not, /es being the application's).
 */
export function pathOwner(path: string): PathOwner {
  const english = localeOfPath(path) === "es" ? englishPathOf(path) : null;
  if (english) {
    const owner = pathOwner(english);
    return owner?.kind === "fixed" ? { kind: "fixed", path } : owner;
  }
  if (path === "/" || fixedPages.includes(path)) return { kind: "fixed", path };
  const segments = segmentsOf(path);
  if (segments[0] === "es" && spanishApplicationSegments.has(segments[1] ?? ""))
    return { kind: "application" };
  if (applicationSegments.has(segments[0] ?? "") || otherStaticRoutes.has(path))
    return { kind: "application" };
  for (const { type, folder, label } of contentFolders) {
    const slug = path.startsWith(folder) ? path.slice(folder.length) : "";
    if (slug && !slug.includes("/")) return { kind: "content", type, slug, label };
  }
  return null;
}

const LANDING_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,2}$/;

/** A landing page's path in the shape it may take, whoever owns it. */
export const isLandingSlug = (slug: unknown): slug is string =>
  typeof slug === "string" && LANDING_SLUG.test(slug);

/** Why a landing page's path cannot be used (before it is checked against other landing pages), or null. */
export function landingPathProblem(slug: unknown): string | null {
  if (typeof slug !== "string" || !LANDING_SLUG.test(slug)) {
    return "Lower-case words joined by hyphens, at most three segments, e.g. spring-offer or offers/spring-offer.";
  }
  const first = slug.split("/")[0] ?? "";
  if (!appFirstSegments.has(first)) return null;
  const page = fixedPages.find((path) => segmentsOf(path)[0] === first);
  return `/${first} belongs to ${page ? `a page of the site (${page})` : "the application"}; choose another path.`;
}

/**
 * Why a landing page's Spanish path (its address without /es/) cannot be used, or null: the same shape as
 * in English, and no first segment the Spanish site's own routes hold (a fixed page, a collection's folder,
 * the Spanish 404, the Spanish landing pages' own folder).
 */
export function spanishLandingPathProblem(slug: unknown): string | null {
  if (!isLandingSlug(slug)) return landingPathProblem(slug);
  const first = slug.split("/")[0] ?? "";
  if (!spanishAppSegments.has(first)) return null;
  const page = spanishFixedPages.find((path) => segmentsOf(path)[1] === first);
  return `/es/${first} belongs to ${page ? `a page of the site (${page})` : "the application"}; choose another path.`;
}

/** A slug of a content folder's document: one segment, as its route's `[slug]` matches. */
const CONTENT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The address a published document of a routable type is served at, or null when its slug breaks the
 * rules (a landing page on a route of the application, a case study whose slug is no single segment):
 * such a document is never served, linked from the sitemap or rendered.
 */
export function contentPath(type: ContentType, slug: unknown): string | null {
  if (type === "landingPage") return landingPathProblem(slug) ? null : landingPagePath(slug as string);
  const folder = contentFolders.find((entry) => entry.type === type)?.folder;
  return folder && typeof slug === "string" && CONTENT_SLUG.test(slug) ? `${folder}${slug}` : null;
}

/** The slugs published now, by type: what decides whether a content address is served. */
export interface PublishedSlugs {
  caseStudy: ReadonlySet<string> | null;
  service: ReadonlySet<string> | null;
  landingPage: ReadonlySet<string>;
  /**
   * The slugs served in the Spanish folders: each translation's, else the English document's; the Spanish
   * landing pages' paths (without /es/).
   */
  es?: {
    caseStudy: ReadonlySet<string> | null;
    service: ReadonlySet<string> | null;
    landingPage?: ReadonlySet<string>;
  };
}

/**
 * What a (normalised) path serves now, named for an editor ("a fixed page of the site"), or null when
 * nothing is served there: a redirect from it would replace a live page.
 */
export function servedPage(path: string, published: PublishedSlugs): string | null {
  const owner = pathOwner(path);
  if (owner?.kind === "fixed") return "a fixed page of the site";
  if (owner?.kind === "application") return "an address of the application";
  if (owner?.kind === "content") {
    const slugs = localeOfPath(path) === "es" ? published.es?.[owner.type] : published[owner.type];
    return slugs?.has(owner.slug) ? `a published ${owner.label}` : null;
  }
  if (localeOfPath(path) === "es") {
    const slug = path.slice(SPANISH_PREFIX.length + 1);
    return published.es?.landingPage?.has(slug) && !spanishLandingPathProblem(slug)
      ? "a published landing page"
      : null;
  }
  const slug = path.slice(1);
  return published.landingPage.has(slug) && !landingPathProblem(slug) ? "a published landing page" : null;
}

/**
 * Content the site ignores because it breaks these rules is named in the log once per document and
 * reason, not on every request that reads it again.
 */
const reported = new Set<string>();
const REPORTED_LIMIT = 10_000;

export function reportIgnoredOnce(key: string, message: string): void {
  if (reported.has(key)) return;
  if (reported.size >= REPORTED_LIMIT) reported.clear();
  reported.add(key);
  console.warn(`[content] ignored: ${message}`);
}
