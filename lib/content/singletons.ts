/**
 * The documents edited as exactly one each (a page, the site settings, the facts, the pricing model): their
 * fixed id, their type, the title the Studio lists them under and, for a page, its address. The desk structure lists them, the
 * Studio offers no create, duplicate or delete for their types, and the queries read them by these ids.
 */
export const singletons = [
  { id: "siteSettings", type: "siteSettings", title: "Site settings" },
  { id: "companyFacts", type: "companyFacts", title: "Company facts" },
  { id: "homePage", type: "homePage", title: "Home page", path: "/" },
  { id: "processPage", type: "processPage", title: "Process page", path: "/services" },
  { id: "careersPage", type: "careersPage", title: "Careers page", path: "/careers" },
  { id: "industriesPage", type: "industriesPage", title: "Industries page", path: "/industries" },
  { id: "aboutPage", type: "aboutPage", title: "About page", path: "/about" },
  { id: "contactPage", type: "contactPage", title: "Contact page", path: "/contact" },
  { id: "portfolioPage", type: "portfolioPage", title: "Portfolio page", path: "/insights" },
  { id: "testPage", type: "testPage", title: "Test page", path: "/test" },
  { id: "notFoundPage", type: "notFoundPage", title: "Not-found page" },
  { id: "privacyPage", type: "legalPage", title: "Privacy policy", path: "/privacy" },
  { id: "termsPage", type: "legalPage", title: "Terms of service", path: "/terms" },
  { id: "quotePricing", type: "quotePricing", title: "Quote pricing" },
] as const;

export type Singleton = (typeof singletons)[number];
export type SingletonId = Singleton["id"];

/** Each singleton's id by name: `singletonIds.homePage`. */
export const singletonIds = Object.fromEntries(singletons.map(({ id }) => [id, id])) as {
  [Id in SingletonId]: Id;
};

/** The title the Studio lists a singleton under (its schema type's title too, but for the legal pages). */
export function singletonTitle(id: SingletonId): string {
  return (singletons.find((singleton) => singleton.id === id) as Singleton).title;
}

/** Types whose documents are all singletons: no create, duplicate or delete in the Studio. */
export const singletonTypes: ReadonlySet<string> = new Set(singletons.map(({ type }) => type));

/** The address of a singleton page, by document id (drafts included); undefined for other documents. */
export function singletonPath(id: string): string | undefined {
  const published = id.replace(/^drafts\./, "");
  const found = singletons.find((singleton) => singleton.id === published);
  return found && "path" in found ? found.path : undefined;
}
