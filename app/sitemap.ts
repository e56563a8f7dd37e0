import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/env";
import { caseStudyPath, legalRoutes, marketingRoutes } from "@/lib/routes";
import { sanityFetch } from "@/lib/sanity/fetch";
import { caseStudySlugsQuery } from "@/lib/sanity/queries";

/** Every public page: the spec's marketing routes, the legal pages and each case study. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const slugs = await sanityFetch({ query: caseStudySlugsQuery });
  const paths = [...marketingRoutes, ...legalRoutes, ...slugs.map(caseStudyPath)];
  return paths.map((path) => ({
    url: new URL(path, siteUrl).href,
    changeFrequency: path === "/" ? "weekly" : "monthly",
    priority: path === "/" ? 1 : path.split("/").length > 2 ? 0.6 : 0.8,
  }));
}
