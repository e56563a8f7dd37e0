/**
 * The schema walk: for every document type of the Studio schema and every field group of it, one copy
 * field an editor fills in, and the pages a published change to it must reach. Built from the schema
 * itself (types, groups, fields) and from the declared `rendering` below, which says for each type and
 * group where it is shown or why it is shown nowhere. A type or group the declaration does not name is an
 * error, so a new one cannot go untested by being forgotten.
 */

import { collectionPages } from "../../lib/i18n/collection-slugs.ts";
import { spanishLandingPages } from "../../lib/i18n/landing-slugs.ts";
import { type ContentSlugs, localizedPath } from "../../lib/i18n/locales.ts";
import { translationId, translationOf } from "../../lib/i18n/translations.ts";

/** The part of a Sanity schema definition the walk reads (what `defineType`/`defineField` return). */
export interface SchemaField {
  name: string;
  type: string;
  group?: string | string[];
  fields?: SchemaField[];
  of?: { type: string; fields?: SchemaField[] }[];
  options?: { list?: unknown[] } & Record<string, unknown>;
  hidden?: unknown;
}

export interface SchemaType extends SchemaField {
  groups?: { name: string }[];
}

export type Doc = { _id: string; _type: string } & Record<string, unknown>;

/** What the walk knows about the site when it names the pages of a document. */
export interface PageContext {
  /** The document's own address (a singleton's route, a routable type's slug rule), or null. */
  ownPath: string | null;
  /** The address of another document (a service page's service, a case study listed on a page). */
  pathOf(doc: Doc): string | null;
  /** Published documents of a type, as the lake holds them now. */
  documentsOf(type: string): Doc[];
  /** Every published document. */
  documents: readonly Doc[];
}

/** Where a group's copy is shown: the paths that render it, and whether it is only in an island's props. */
export interface Shown {
  pages(doc: Doc, context: PageContext, field: WalkField): string[];
  /**
   * The copy reaches the page only in the payload the visitor's browser renders it from, not in the
   * server's markup: looked for in the page's scripts too.
   */
  browserRendered?: boolean;
}

export type Rendering = Shown | { notRendered: string };

/** Name of the group of the fields a type with groups leaves outside every group, or all fields of a type without. */
export const UNGROUPED = "(no group)";

const own: Shown = {
  pages: (_doc, { ownPath }) => {
    if (!ownPath) throw new Error("this document has no address of its own");
    return [ownPath];
  },
};

const paths = (...list: string[]): Shown => ({ pages: () => list });

const ownAnd = (...list: string[]): Shown => ({
  pages: (doc, context, field) => [...own.pages(doc, context, field), ...list],
});

/** A page's copy also listed elsewhere: its own page and these. */
const serviceTitles: Shown = {
  // The card on the home page, the service's page, and the footer's services column on every page.
  pages: (doc, context, field) => [...own.pages(doc, context, field), "/", "/contact"],
};

/** A service page's copy: on its page, which is the page of the service it points to. */
const servicePageOwn: Shown = {
  pages: (doc, context) => {
    const ref = (doc.service as { _ref?: string } | undefined)?._ref ?? "";
    // A translated service page may point to its service's translation: its pages are the English one's.
    const english = translationOf(ref)?.id ?? ref;
    const service = context.documentsOf("service").find((candidate) => candidate._id === english);
    const path = service && context.pathOf(service);
    if (!path) throw new Error(`${doc._id} points to no published service with an address`);
    return [path];
  },
};

/**
 * Where each document type's groups are shown. Every type of the schema and every group of it must be
 * named here (a type without groups under UNGROUPED): the walk fails on one that is not.
 */
export const rendering: Record<string, Record<string, Rendering>> = {
  siteSettings: {
    // The shell of every page: a few pages of each kind stand for all of them.
    brand: paths("/", "/careers", "/privacy"),
    navigation: paths("/", "/careers", "/privacy"),
    contact: paths("/", "/contact"),
    footer: paths("/", "/careers", "/privacy"),
    // The defaults fill what a page leaves empty; every page of the seed fills its own title.
    seo: {
      notRendered:
        "the defaults stand in for a page's empty SEO fields, and every page fills its own; lib/sanity/metadata.test.ts covers the fallback",
    },
    redirects: {
      notRendered:
        "the hosts redirects may lead to are no copy; lib/redirects/proxy.lake.test.ts publishes them and follows a redirect",
    },
  },
  companyFacts: {
    // A fact's figure replaces its token wherever copy writes it.
    [UNGROUPED]: {
      pages: (doc, context, field) => {
        const item = /^facts\[_key=="([^"]+)"\]/.exec(field.path)?.[1];
        const facts = doc.facts as { _key: string; key: string }[] | undefined;
        const token = `{${facts?.find((fact) => fact._key === item)?.key}}`;
        return context.documents
          .filter((other) => JSON.stringify(other).includes(token))
          .map((other) => context.pathOf(other))
          .filter((path): path is string => path !== null);
      },
    },
  },
  quotePricing: {
    // The quote wizard's pricing note: props of the island that renders it when the dialog opens.
    [UNGROUPED]: { ...paths("/industries"), browserRendered: true },
  },
  homePage: {
    content: { notRendered: "holds no field: the home page's copy is in its Hero and Sections groups" },
    hero: own,
    sections: own,
    seo: own,
  },
  processPage: { content: own, seo: own },
  careersPage: { content: own, seo: own },
  industriesPage: { content: own, seo: own },
  aboutPage: { content: own, seo: own },
  contactPage: { content: own, seo: own },
  portfolioPage: { content: own, seo: own },
  testPage: { content: own, seo: own },
  legalPage: { content: own, seo: own },
  notFoundPage: {
    // Any address no page holds: the prerendered 404 (app/global-not-found.tsx), its copy in the markup.
    [UNGROUPED]: paths("/schema-walk/no-such-page"),
  },
  service: { [UNGROUPED]: serviceTitles },
  servicePage: { content: servicePageOwn, optional: servicePageOwn, seo: servicePageOwn },
  industry: { [UNGROUPED]: paths("/industries", "/") },
  caseStudy: { [UNGROUPED]: ownAnd("/insights", "/") },
  testimonial: { [UNGROUPED]: paths("/services") },
  jobOpening: { [UNGROUPED]: paths("/careers") },
  landingPage: { content: own, seo: own },
  redirect: {
    [UNGROUPED]: {
      notRendered:
        "no copy: proxy.ts answers the old address with a redirect; tests/e2e/studio-local.spec.ts covers it",
    },
  },
  translationReview: {
    [UNGROUPED]: {
      notRendered:
        "no copy: the Studio's translation state reads it; tests/e2e/translations.studio-local.spec.ts covers it",
    },
  },
};

/**
 * Documents of the types the seed has none of, made by the walk (and removed after it) so that their
 * groups are walked too. Built from documents the seed has.
 */
export const walkFixtures: Record<string, (documentsOf: PageContext["documentsOf"]) => Doc> = {
  landingPage: (documentsOf) => {
    const hero = documentsOf("homePage")[0]?.hero as Record<string, unknown> | undefined;
    if (!hero) throw new Error("the lake has no home page hero to build a landing page from");
    return {
      _id: "landingPage-schema-walk",
      _type: "landingPage",
      title: "Schema walk",
      slug: "schema-walk-campaign",
      seo: {
        _type: "seo",
        title: "Spring campaign | Cardinal Consulting",
        description: "A campaign page built from the site's sections.",
      },
      blocks: [{ ...hero, _type: "homeHero", _key: "hero" }],
    };
  },
};

/**
 * Fields that are copy by type but shown on no page. Keyed `<type>.<field>`, where the type is the
 * document or object type that declares the field.
 */
export const notRenderedFields: Record<string, string> = {
  "companyFact.label": "names the figure for editors; pages write their own label beside it",
  "companyFact.key": "the token copy writes; the figure is shown in its place",
  "landingPage.title": "names the page in the Studio and on its generated social image (a PNG)",
};

/** Fields no editor reads as copy: addresses, tokens and picked choices, by their shape. */
function isCopyField(field: SchemaField): boolean {
  if (field.type !== "string" && field.type !== "text") return false;
  if (field.options?.list) return false;
  return !["slug", "href", "key", "from", "to"].includes(field.name);
}

export interface WalkField {
  /** The group the field stands for. */
  group: string;
  /** A path the lake's `set` patch takes, e.g. `hero.title` or `benefits[_key=="a1"].title`. */
  path: string;
  /** Its value now, put back after the walk. */
  value: string;
}

export interface WalkGroup {
  type: string;
  group: string;
  rendering: Rendering;
  field?: WalkField;
}

export class SchemaWalkError extends Error {}

const groupsOf = (field: SchemaField): string[] =>
  field.group === undefined ? [UNGROUPED] : Array.isArray(field.group) ? field.group : [field.group];

/** The document types of a schema and the group names each one has (UNGROUPED when a field has none). */
export function documentGroups(types: readonly SchemaType[]): { type: string; groups: string[] }[] {
  return types
    .filter((type) => type.type === "document")
    .map((type) => {
      const groups = (type.groups ?? []).map((group) => group.name);
      const ungrouped = (type.fields ?? []).some((field) => field.group === undefined);
      return { type: type.name, groups: ungrouped ? [...groups, UNGROUPED] : groups };
    });
}

/** Every type and group the schema has that `rendering` does not name. */
export function unmappedGroups(
  types: readonly SchemaType[],
  declared: Record<string, Record<string, Rendering>> = rendering,
): string[] {
  return documentGroups(types).flatMap(({ type, groups }) => {
    const mapped = declared[type];
    if (!mapped) return [`document type "${type}" (groups: ${groups.join(", ") || "none"})`];
    return groups.filter((group) => !mapped[group]).map((group) => `group "${group}" of "${type}"`);
  });
}

/**
 * The first copy field of these fields, in the order editors see them, that holds a value in `value`:
 * objects and arrays of objects are entered (an array by its first item).
 */
function firstCopyField(
  fields: readonly SchemaField[],
  owner: string,
  value: Record<string, unknown> | undefined,
  prefix: string,
  named: ReadonlyMap<string, SchemaType>,
): { path: string; value: string } | null {
  for (const field of fields) {
    if (notRenderedFields[`${owner}.${field.name}`]) continue;
    const current = value?.[field.name];
    const path = `${prefix}${field.name}`;
    if (isCopyField(field)) {
      if (typeof current === "string" && current.trim()) return { path, value: current };
      continue;
    }
    const objectType = field.fields ? field : named.get(field.type);
    if (objectType?.fields && current && typeof current === "object" && !Array.isArray(current)) {
      const found = firstCopyField(
        objectType.fields,
        field.fields ? owner : objectType.name,
        current as Record<string, unknown>,
        `${path}.`,
        named,
      );
      if (found) return found;
      continue;
    }
    if (field.type === "array" && Array.isArray(current)) {
      for (const item of current as Record<string, unknown>[]) {
        if (!item || typeof item !== "object" || typeof item._key !== "string") continue;
        const member =
          field.of?.find((candidate) => candidate.type === item._type) ??
          (field.of?.length === 1 ? field.of[0] : undefined);
        const memberType = member?.fields ? member : member && named.get(member.type);
        if (!memberType?.fields) continue;
        const found = firstCopyField(
          memberType.fields,
          "name" in memberType ? String(memberType.name) : owner,
          item,
          `${path}[_key=="${item._key}"].`,
          named,
        );
        if (found) return found;
        // The first item stands for the list: a later one is no more likely to be shown.
        break;
      }
    }
  }
  return null;
}

/**
 * The walk of one document: each group of its type with the copy field that stands for it. Throws when
 * the type or a group is not declared in `rendering`, or a shown group has no copy field with a value.
 */
export function walkDocument(
  doc: Doc,
  types: readonly SchemaType[],
  declared: Record<string, Record<string, Rendering>> = rendering,
): WalkGroup[] {
  const named = new Map(types.map((type) => [type.name, type]));
  const type = named.get(doc._type);
  if (!type) throw new SchemaWalkError(`the schema has no type "${doc._type}"`);
  const missing = unmappedGroups([type], declared);
  if (missing.length > 0)
    throw new SchemaWalkError(`not declared in tests/schema-walk/plan.ts: ${missing.join("; ")}`);
  const [{ groups } = { groups: [] }] = documentGroups([type]);
  return groups.map((group) => {
    const where = declared[doc._type]?.[group] as Rendering;
    if ("notRendered" in where) return { type: doc._type, group, rendering: where };
    const fields = (type.fields ?? []).filter((field) => groupsOf(field).includes(group));
    const found = firstCopyField(fields, type.name, doc, "", named);
    if (!found)
      throw new SchemaWalkError(
        `group "${group}" of ${doc._id} has no copy field with a value: fill one in the seed or declare the group not rendered`,
      );
    return { type: doc._type, group, rendering: where, field: { group, ...found } };
  });
}

/** The HTML a visitor's browser shows: the markup without its scripts (and with `&amp;` and the like read). */
export function visibleHtml(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** Each collection's pages with their Spanish slugs, decided as the site decides them (lib/i18n/slugs.ts). */
function spanishSlugsOf(documents: readonly Doc[]): ContentSlugs {
  const slugOf = (doc: Doc | undefined) => (typeof doc?.slug === "string" ? doc.slug : null);
  const createdAt = (doc: Doc | undefined) => (typeof doc?._createdAt === "string" ? doc._createdAt : "");
  const rowsOf = (type: string) =>
    documents.flatMap((doc) => {
      if (doc._type !== type || translationOf(doc._id)) return [];
      const spanish = documents.find((candidate) => candidate._id === translationId(doc._id, "es"));
      return [
        {
          id: doc._id,
          en: slugOf(doc),
          _createdAt: createdAt(doc),
          es: spanish ? { slug: slugOf(spanish), _createdAt: createdAt(spanish) } : null,
        },
      ];
    });
  const landingRows = documents.flatMap((doc) => {
    if (doc._type !== "landingPage" || translationOf(doc._id)) return [];
    const spanish = documents.find((candidate) => candidate._id === translationId(doc._id, "es"));
    return [
      {
        id: doc._id,
        en: slugOf(doc),
        es: spanish ? { slug: slugOf(spanish), _createdAt: createdAt(spanish) } : null,
      },
    ];
  });
  return {
    service: collectionPages("service", rowsOf("service")),
    caseStudy: collectionPages("caseStudy", rowsOf("caseStudy")),
    landingPage: spanishLandingPages(landingRows),
  };
}

/**
 * The Spanish pages that show what a translation's group shows in English: each English page's Spanish
 * address (lib/i18n/locales.ts), so a page joins the walk as soon as it has one. `english` is the
 * translation seen under its English id, which names its pages as the English document's; its own page
 * is at its own slug in the Spanish folder when it has one.
 */
export function spanishPages(
  group: WalkGroup,
  english: Doc,
  context: PageContext,
): { pages: string[]; untranslated: string[] } {
  if (!group.field || !("pages" in group.rendering)) return { pages: [], untranslated: [] };
  const englishPages = [...new Set(group.rendering.pages(english, context, group.field))];
  const slugs = spanishSlugsOf(context.documents);
  const inSpanish = (path: string) => {
    const spanish = localizedPath(path, "es", slugs);
    const ownSlug = path === context.ownPath && typeof english.slug === "string" ? english.slug : null;
    return spanish && ownSlug && spanish !== "/es" ? spanish.replace(/[^/]+$/, ownSlug) : spanish;
  };
  const pages = englishPages.flatMap((path) => inSpanish(path) ?? []);
  return { pages, untranslated: englishPages.filter((path) => inSpanish(path) === null) };
}
