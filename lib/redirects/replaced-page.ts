// What a redirect from a page the site serves would replace, in words an editor can check: the page, and
// every place the site links to it (the header, the footer, other documents), read from published content.
import { singletons } from "../content/singletons.ts";
import { type LandingTranslationRow, spanishLandingPages } from "../i18n/landing-slugs.ts";
import { type PublishedSlugs, servedPage } from "../route-rules/rules.ts";
import { originalsOnly } from "../sanity/fragments.ts";
import { sitePath } from "./rules.ts";

export interface LinkingDocument {
  _id: string;
  _type: string;
  title?: string | null;
  [field: string]: unknown;
}

/** The site settings' link lists, by where visitors see them. */
const SETTINGS_LISTS: Record<string, string> = {
  nav: "the header",
  companyLinks: "the footer",
  legalLinks: "the footer",
};

/** A link's value that leads to `path` (with or without a query or fragment). */
function leadsTo(value: string, path: string): boolean {
  const bare = value.split(/[?#]/)[0] ?? "";
  return bare !== "" && sitePath(bare) === path;
}

/** Whether any string under `value` (links, buttons, rich text marks) leads to `path`. */
function linksTo(value: unknown, path: string): boolean {
  if (typeof value === "string") return leadsTo(value, path);
  if (Array.isArray(value)) return value.some((item) => linksTo(item, path));
  if (value && typeof value === "object") return Object.values(value).some((item) => linksTo(item, path));
  return false;
}

/** Where the site links to `path`: "the header", "the footer", then each other document by its title. */
export function linkedFrom(documents: readonly LinkingDocument[], path: string): string[] {
  const places = new Set<string>();
  for (const doc of documents) {
    if (doc._type === "redirect") continue;
    if (doc._type === "siteSettings") {
      for (const [field, place] of Object.entries(SETTINGS_LISTS))
        if (linksTo(doc[field], path)) places.add(place);
      const rest = Object.fromEntries(Object.entries(doc).filter(([field]) => !(field in SETTINGS_LISTS)));
      if (linksTo(rest, path)) places.add("the site settings");
      continue;
    }
    const { _id: _ignored, ...fields } = doc;
    if (!linksTo(fields, path)) continue;
    const single = singletons.find((singleton) => singleton.id === doc._id)?.title;
    places.add(single ? `the ${single}` : doc.title ? `“${doc.title}”` : `a ${doc._type} document`);
  }
  return [...places];
}

/** "a, b and c" */
const listed = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/**
 * The sentence naming what a redirect from `path` replaces and where it is linked from, or null when
 * nothing is served there (a redirect from it hurts no page).
 */
export function replacedPage(
  path: string,
  published: PublishedSlugs,
  documents: readonly LinkingDocument[],
): string | null {
  const served = servedPage(path, published);
  if (!served) return null;
  const places = linkedFrom(documents, path);
  return `${path} is ${served}${places.length ? `, linked from ${listed(places)}` : ", linked from no other page"}.`;
}

/** The published content the Studio reads to name a replaced page (drafts are not what visitors see). */
export const replacedPageQuery = /* groq */ `{
  "caseStudy": *[_type == "caseStudy" && !(_id in path("drafts.**")) && defined(slug)].slug,
  "service": *[_type == "service" && !(_id in path("drafts.**")) && defined(slug)].slug,
  "landingPage": *[_type == "landingPage" && !(_id in path("drafts.**")) && ${originalsOnly} && defined(slug)].slug,
  "spanishLandingPages": *[_type == "landingPage" && !(_id in path("drafts.**")) && ${originalsOnly} && defined(slug)]{ "id": _id, "en": slug, "es": *[_id == ^._id + "__i18n_es"][0]{ slug, _createdAt } },
  "documents": *[!(_id in path("drafts.**")) && !(_id in path("versions.**")) && !(_type match "sanity.*") && !(_type match "system.*") && _type != "redirect"]
}`;

export interface ReplacedPageContent {
  caseStudy: string[];
  service: string[];
  landingPage: string[];
  spanishLandingPages: LandingTranslationRow[];
  documents: LinkingDocument[];
}

/** The sentence for `path` from what replacedPageQuery read. */
export function replacedPageOf(path: string, content: ReplacedPageContent): string | null {
  return replacedPage(
    path,
    {
      caseStudy: new Set(content.caseStudy),
      service: new Set(content.service),
      landingPage: new Set(content.landingPage),
      es: {
        caseStudy: null,
        service: null,
        landingPage: new Set(
          Object.values(spanishLandingPages(content.spanishLandingPages)).map(({ es }) => es),
        ),
      },
    },
    content.documents,
  );
}
