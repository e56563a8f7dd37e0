import type { MetadataRoute } from "next";
import { routableTypes } from "@/lib/content/routable";
import { siteUrl } from "@/lib/env";
import { legalRoutes, marketingRoutes, servicePageRoutes } from "@/lib/routes";
import { sanityFetch } from "@/lib/sanity/fetch";

const fixedRoutes: string[] = [...marketingRoutes, ...legalRoutes].filter(
  (path) => !(servicePageRoutes as readonly string[]).includes(path),
);

/** Every public page: the fixed routes, the legal pages and each published page of a routable type. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const made = await Promise.all(
    routableTypes.map(async ({ path, slugsQuery }) =>
      (await sanityFetch({ query: slugsQuery })).map((slug) => path(slug)),
    ),
  );
  const paths = [...fixedRoutes, ...made.flat()];
  return paths.map((path) => ({
    url: new URL(path, siteUrl).href,
    changeFrequency: path === "/" ? "weekly" : "monthly",
    priority: path === "/" ? 1 : path.split("/").length > 2 ? 0.6 : 0.8,
  }));
}
