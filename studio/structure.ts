import type { StructureResolver } from "sanity/structure";
import { singletonIds } from "../lib/content/service-pages.ts";
import { QUOTE_PRICING_ID } from "../lib/quote/pricing-config.ts";

const singletons: { id: string; type: string; title: string }[] = [
  { id: singletonIds.siteSettings, type: "siteSettings", title: "Site settings" },
  { id: singletonIds.companyFacts, type: "companyFacts", title: "Company facts" },
  { id: singletonIds.homePage, type: "homePage", title: "Home page" },
  { id: singletonIds.processPage, type: "processPage", title: "Process page" },
  { id: singletonIds.careersPage, type: "careersPage", title: "Careers page" },
  { id: singletonIds.industriesPage, type: "industriesPage", title: "Industries page" },
  { id: singletonIds.aboutPage, type: "aboutPage", title: "About page" },
  { id: singletonIds.contactPage, type: "contactPage", title: "Contact page" },
  { id: singletonIds.portfolioPage, type: "portfolioPage", title: "Portfolio page" },
  { id: singletonIds.testPage, type: "testPage", title: "Test page" },
  { id: singletonIds.notFoundPage, type: "notFoundPage", title: "Not-found page" },
  { id: singletonIds.privacyPage, type: "legalPage", title: "Privacy policy" },
  { id: singletonIds.termsPage, type: "legalPage", title: "Terms of service" },
  { id: QUOTE_PRICING_ID, type: "quotePricing", title: "Quote pricing" },
];

const collections: { type: string; title: string }[] = [
  { type: "service", title: "Services" },
  { type: "industry", title: "Industries" },
  { type: "caseStudy", title: "Case studies" },
  { type: "testimonial", title: "Testimonials" },
  { type: "jobOpening", title: "Job openings" },
];

/** Pages first, each opening its one document; the lists of repeated content below. */
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
    ]);
