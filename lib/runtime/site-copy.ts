import type { SiteShellQueryResult } from "../sanity/sanity.types.ts";

type SiteShellResult = NonNullable<SiteShellQueryResult>;

/**
 * The site shell (header, footer, not-found page) as the shell query returns it (`lib/sanity/site-shell.ts`),
 * once the site settings and the not-found page are known to be published. Components only ever receive
 * these types.
 */
export type SiteShellContent = Omit<SiteShellResult, "notFound"> & {
  notFound: NonNullable<SiteShellResult["notFound"]>;
};

export type NavLink = SiteShellContent["nav"][number];

export type Office = SiteShellContent["offices"][number];
