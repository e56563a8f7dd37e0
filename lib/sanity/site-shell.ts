import { withLiveSectionLinks } from "../content/page-sections.ts";
import type { SiteShellContent } from "../runtime/site-copy.ts";
import { sanityFetch } from "./fetch.ts";
import { siteShellQuery } from "./queries.ts";
import type { SiteShellQueryResult } from "./sanity.types.ts";

export class MissingContentError extends Error {}

/** Narrows the query result to the shell's type; fails loudly when a required document is unpublished. */
export function toSiteShell(result: SiteShellQueryResult): SiteShellContent {
  if (!result)
    throw new MissingContentError("Site settings are not published: publish the Site settings document.");
  const { notFound, ...rest } = result;
  if (!notFound)
    throw new MissingContentError("The Not-found page is not published: publish it in the Studio.");
  return withLiveSectionLinks("siteSettings", { ...rest, notFound }, "header and footer");
}

/** Header, footer and not-found copy for the site layout. */
export async function getSiteShell(): Promise<SiteShellContent> {
  return toSiteShell(await sanityFetch({ query: siteShellQuery }));
}
