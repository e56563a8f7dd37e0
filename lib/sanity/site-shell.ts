import { withLiveSectionLinks } from "../content/page-sections.ts";
import { fetchInLocale, type InLocale } from "../i18n/content.ts";
import { type Locale, localizedHref } from "../i18n/locales.ts";
import type { NavLink, SiteShellContent } from "../runtime/site-copy.ts";
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

/**
 * The shell in a language, or the English shell while its translation is not published. Its links lead
 * to the pages of that language wherever they have an address in it (lib/i18n/locales.ts), so editors
 * translate words, not addresses.
 */
export async function getSiteShellIn(locale: Locale): Promise<InLocale<SiteShellContent>> {
  const { content, locale: written } = await fetchInLocale(siteShellQuery, locale);
  const shell = toSiteShell(content);
  if (locale === "en") return { content: shell, locale: written };
  const localize = (links: NavLink[]) =>
    links.map((item) => ({ ...item, href: localizedHref(item.href, locale) }));
  return {
    content: {
      ...shell,
      nav: localize(shell.nav),
      services: localize(shell.services),
      industries: localize(shell.industries),
      companyLinks: localize(shell.companyLinks),
      legalLinks: localize(shell.legalLinks),
    },
    locale: written,
  };
}
