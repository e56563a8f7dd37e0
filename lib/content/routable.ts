import { caseStudyPath, landingPagePath, servicePagePath } from "../runtime/routes.ts";
import { caseStudySlugsQuery, landingPageSlugsQuery, serviceSlugsQuery } from "../sanity/queries.ts";

/**
 * The document types that are pages of their own, at an address made from their slug. Each one's route
 * renders new documents on their first request (dynamicParams) and keeps them in the page cache; the
 * sitemap lists every published one. A new routable type is one entry here and its route.
 */
export const routableTypes = [
  { type: "caseStudy", path: caseStudyPath, slugsQuery: caseStudySlugsQuery },
  { type: "service", path: servicePagePath, slugsQuery: serviceSlugsQuery },
  { type: "landingPage", path: landingPagePath, slugsQuery: landingPageSlugsQuery },
] as const;
