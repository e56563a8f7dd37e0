import { map } from "rxjs";
import type { StructureBuilder, StructureResolver, StructureResolverContext } from "sanity/structure";
import { singletons, singletonTitle } from "../lib/content/singletons.ts";
import { translatedCollections, translatedSingletons, translationId } from "../lib/i18n/translations.ts";
import { SANITY_API_VERSION } from "../lib/sanity/env.ts";
import { originalsOnly } from "../lib/sanity/fragments.ts";
import {
  type ListedDoc,
  REVIEW_TYPE,
  reviewId,
  stateWords,
  type TranslationRow,
  translationRows,
} from "./translations/state.ts";

const collections: { type: string; title: string }[] = [
  { type: "service", title: "Services" },
  { type: "industry", title: "Industries" },
  { type: "caseStudy", title: "Case studies" },
  { type: "testimonial", title: "Testimonials" },
  { type: "jobOpening", title: "Job openings" },
  { type: "landingPage", title: "Landing pages" },
  { type: "redirect", title: "Redirects" },
];

const typeOf = (id: string) => singletons.find((singleton) => singleton.id === id)?.type ?? id;

/**
 * The Spanish documents with their state (translations/state.ts), kept live: each row names the English
 * document and opens its Spanish one, an empty form with "Start from the English" while it is missing.
 */
function spanishList(
  S: StructureBuilder,
  context: StructureResolverContext,
  {
    id,
    title,
    query,
    params,
    englishIds,
    typeOfRow,
    titleOf = (row) => row.title,
  }: {
    id: string;
    title: string;
    query: string;
    params: Record<string, string | string[]>;
    englishIds?: readonly string[];
    typeOfRow: (row: TranslationRow) => string;
    titleOf?: (row: TranslationRow) => string;
  },
) {
  return context.documentStore
    .listenQuery(query, params, {
      apiVersion: SANITY_API_VERSION,
      perspective: "raw",
    })
    .pipe(
      map((docs: ListedDoc[]) =>
        S.list()
          .id(id)
          .title(title)
          .items(
            translationRows(docs, englishIds).map((row) =>
              S.listItem()
                .id(row.spanishId)
                .title(`${titleOf(row)} — ${stateWords[row.state]}${row.hasDraft ? " (draft)" : ""}`)
                .schemaType(typeOfRow(row))
                .child(
                  S.document()
                    .schemaType(typeOfRow(row))
                    .documentId(row.spanishId)
                    .title(`${titleOf(row)} (Spanish)`),
                ),
            ),
          ),
      ),
    );
}

const pageIds = translatedSingletons.flatMap((id) => {
  const spanish = translationId(id, "es");
  return [id, `drafts.${id}`, spanish, `drafts.${spanish}`, reviewId(id)];
});

/** Pages first, each opening its one document; the lists of repeated content below; translations last. */
export const structure: StructureResolver = (S, context) =>
  S.list()
    .title("Content")
    .items([
      ...singletons.map(({ id, type, title }) =>
        S.listItem()
          .id(id)
          .title(title)
          .schemaType(type)
          .child(S.document().schemaType(type).documentId(id).title(title)),
      ),
      // A service has a page from its card alone; an editor creates its full page here when it needs one.
      S.documentTypeListItem("servicePage").id("service-pages").title("Service pages"),
      S.divider(),
      // English documents only: their Spanish versions are listed under Spanish (es-US).
      ...collections.map(({ type, title }) =>
        S.documentTypeListItem(type)
          .title(title)
          .child(
            S.documentTypeList(type)
              .title(title)
              .filter(`_type == $type && ${originalsOnly}`)
              .params({ type }),
          ),
      ),
      S.divider(),
      // Each page's Spanish version (docs/i18n.md) with its state: missing, up to date, or out of date
      // since the English was published again; until published, the Spanish site shows the English.
      S.listItem()
        .id("spanish")
        .title("Spanish (es-US)")
        .child(
          S.list()
            .title("Spanish (es-US)")
            .items([
              S.listItem()
                .id("spanish-pages")
                .title("Pages")
                .child(() =>
                  spanishList(S, context, {
                    id: "spanish-pages",
                    title: "Pages (Spanish)",
                    query: `*[_id in $ids]{ _id, _rev, _updatedAt, englishRevision }`,
                    params: { ids: pageIds },
                    englishIds: translatedSingletons,
                    typeOfRow: (row) => typeOf(row.englishId),
                    titleOf: (row) => singletonTitle(row.englishId as (typeof translatedSingletons)[number]),
                  }),
                ),
              ...translatedCollections.map((type) => {
                const title =
                  collections.find((collection) => collection.type === type)?.title ?? "Service pages";
                return S.listItem()
                  .id(`spanish-${type}`)
                  .title(title)
                  .child(() =>
                    spanishList(S, context, {
                      id: `spanish-${type}`,
                      title: `${title} (Spanish)`,
                      query: `*[(_type == $type || _type == $review) && !(_id in path("versions.**"))]{ _id, _rev, _updatedAt, englishRevision, "title": coalesce(title, name, _id) }`,
                      params: { type, review: REVIEW_TYPE },
                      typeOfRow: () => type,
                    }),
                  );
              }),
            ]),
        ),
    ]);
