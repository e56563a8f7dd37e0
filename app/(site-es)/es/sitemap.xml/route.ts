import { sitemapEntries, sitemapXml } from "../../../../lib/content/sitemap.ts";

/** The Spanish pages whose translation is published, with their alternates; robots.txt names it. */
export async function GET() {
  return new Response(sitemapXml(await sitemapEntries("es")), {
    headers: { "Content-Type": "application/xml" },
  });
}
