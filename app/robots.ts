import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/env";
import { crawlerDisallowedPaths } from "@/lib/routes";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: [...crawlerDisallowedPaths] },
    sitemap: new URL("/sitemap.xml", siteUrl).href,
  };
}
