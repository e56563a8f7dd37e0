import type { MetadataRoute } from "next";
import { sitemapEntries } from "../../../lib/content/sitemap.ts";

/** /es/sitemap.xml: the Spanish pages whose translation is published, with their alternates. */
export default function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries("es");
}
