import type { StructureResolver } from "sanity/structure";
import { singletons, singletonTitle } from "../lib/content/singletons.ts";
import { translatedSingletons, translationId } from "../lib/i18n/translations.ts";

const collections: { type: string; title: string }[] = [
  { type: "service", title: "Services" },
  { type: "industry", title: "Industries" },
  { type: "caseStudy", title: "Case studies" },
  { type: "testimonial", title: "Testimonials" },
  { type: "jobOpening", title: "Job openings" },
  { type: "landingPage", title: "Landing pages" },
  { type: "redirect", title: "Redirects" },
];

/** Pages first, each opening its one document; the lists of repeated content below; translations last. */
export const structure: StructureResolver = (S) =>
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
      ...collections.map(({ type, title }) => S.documentTypeListItem(type).title(title)),
      S.divider(),
      // Each page's Spanish version (docs/i18n.md): the same type under the translated id, created on
      // its first edit; until published, the Spanish site shows the English page.
      S.listItem()
        .id("spanish")
        .title("Spanish (es-US)")
        .child(
          S.list()
            .title("Spanish (es-US)")
            .items(
              translatedSingletons.map((id) => {
                const type = singletons.find((singleton) => singleton.id === id)?.type ?? id;
                const title = `${singletonTitle(id)} (Spanish)`;
                return S.listItem()
                  .id(translationId(id, "es"))
                  .title(title)
                  .schemaType(type)
                  .child(S.document().schemaType(type).documentId(translationId(id, "es")).title(title));
              }),
            ),
        ),
    ]);
