import type { MetadataRoute } from "next";
import { SPANISH_SITEMAP } from "../lib/i18n/locales.ts";
import { siteUrl } from "../lib/runtime/env.ts";
import { crawlerDisallowedPaths } from "../lib/runtime/routes.ts";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: [...crawlerDisallowedPaths] },
    sitemap: [new URL("/sitemap.xml", siteUrl).href, new URL(SPANISH_SITEMAP, siteUrl).href],
  };
}
