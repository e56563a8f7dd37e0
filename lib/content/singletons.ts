/**
 * The documents edited as exactly one each (a page, the site settings, the facts, the pricing model): their
 * fixed id, their type and the title the Studio lists them under. The desk structure lists them, the
 * Studio offers no create, duplicate or delete for their types, and the queries read them by these ids.
 */
export const singletons = [
  { id: "siteSettings", type: "siteSettings", title: "Site settings" },
  { id: "companyFacts", type: "companyFacts", title: "Company facts" },
  { id: "homePage", type: "homePage", title: "Home page" },
  { id: "processPage", type: "processPage", title: "Process page" },
  { id: "careersPage", type: "careersPage", title: "Careers page" },
  { id: "industriesPage", type: "industriesPage", title: "Industries page" },
  { id: "aboutPage", type: "aboutPage", title: "About page" },
  { id: "contactPage", type: "contactPage", title: "Contact page" },
  { id: "portfolioPage", type: "portfolioPage", title: "Portfolio page" },
  { id: "testPage", type: "testPage", title: "Test page" },
  { id: "notFoundPage", type: "notFoundPage", title: "Not-found page" },
  { id: "privacyPage", type: "legalPage", title: "Privacy policy" },
  { id: "termsPage", type: "legalPage", title: "Terms of service" },
  { id: "quotePricing", type: "quotePricing", title: "Quote pricing" },
] as const;

export type Singleton = (typeof singletons)[number];
export type SingletonId = Singleton["id"];

/** Each singleton's id by name: `singletonIds.homePage`. */
export const singletonIds = Object.fromEntries(singletons.map(({ id }) => [id, id])) as {
  [Id in SingletonId]: Id;
};

/** Types whose documents are all singletons: no create, duplicate or delete in the Studio. */
export const singletonTypes: ReadonlySet<string> = new Set(singletons.map(({ type }) => type));
