import type { MetadataRoute } from "next";
import { documentPath } from "@/lib/content/page-paths";
import { siteUrl } from "@/lib/env";
import { caseStudyPath, legalRoutes, marketingRoutes } from "@/lib/routes";
import { sanityFetch } from "@/lib/sanity/fetch";
import { caseStudySlugsQuery, hiddenPagesQuery } from "@/lib/sanity/queries";

/** Every public page: the spec's marketing routes, the legal pages and each case study. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [slugs, hiddenPages] = await Promise.all([
    sanityFetch({ query: caseStudySlugsQuery }),
    sanityFetch({ query: hiddenPagesQuery }),
  ]);
  // Pages an editor hid from search engines (robots noindex) are not offered to them here either.
  const hidden = new Set(hiddenPages.map(documentPath));
  const paths = [...marketingRoutes, ...legalRoutes, ...slugs.map(caseStudyPath)].filter(
    (path) => !hidden.has(path),
  );
  return paths.map((path) => ({
    url: new URL(path, siteUrl).href,
    changeFrequency: path === "/" ? "weekly" : "monthly",
    priority: path === "/" ? 1 : path.split("/").length > 2 ? 0.6 : 0.8,
  }));
}
