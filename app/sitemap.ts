import type { MetadataRoute } from "next";
import { sitemapEntries } from "../lib/content/sitemap.ts";

/** The English pages (lib/content/sitemap.ts); the Spanish ones are in /es/sitemap.xml. */
export default function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries("en");
}
