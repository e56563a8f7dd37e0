import type { MetadataRoute } from "next";
import { SPANISH_SITEMAP, spanishPaths } from "../lib/i18n/locales.ts";
import { siteUrl } from "../lib/runtime/env.ts";
import { privateRoutes } from "../lib/runtime/routes.ts";

// Everything crawlers are kept out of: the private routes (sign-in in each language), the client portal,
// the Studio and the API.
const crawlerDisallowedPaths = [...privateRoutes, spanishPaths["/auth"], "/portal", "/studio", "/api"];

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: [...crawlerDisallowedPaths] },
    sitemap: [new URL("/sitemap.xml", siteUrl).href, new URL(SPANISH_SITEMAP, siteUrl).href],
  };
}
