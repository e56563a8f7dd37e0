import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/env";
import { caseStudyPath, landingPagePath, legalRoutes, marketingRoutes } from "@/lib/routes";
import { sanityFetch } from "@/lib/sanity/fetch";
import { caseStudySlugsQuery, landingPageSlugsQuery } from "@/lib/sanity/queries";

/** Every public page: the spec's marketing routes, the legal pages, each case study and landing page. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [slugs, landingSlugs] = await Promise.all([
    sanityFetch({ query: caseStudySlugsQuery }),
    sanityFetch({ query: landingPageSlugsQuery }),
  ]);
  const paths = [
    ...marketingRoutes,
    ...legalRoutes,
    ...slugs.map(caseStudyPath),
    ...landingSlugs.map(landingPagePath),
  ];
  return paths.map((path) => ({
    url: new URL(path, siteUrl).href,
    changeFrequency: path === "/" ? "weekly" : "monthly",
    priority: path === "/" ? 1 : path.split("/").length > 2 ? 0.6 : 0.8,
  }));
}
