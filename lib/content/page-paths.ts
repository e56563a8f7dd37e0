/**
 * Where each document with its own SEO fields is served: the Studio's previews show that address, and
 * the sitemap leaves out the pages an editor hides from search engines.
 */
/** The pages edited as one document each, by document id. */
export const SINGLETON_PATHS: Record<string, string> = {
  homePage: "/",
  processPage: "/services",
  industriesPage: "/industries",
  aboutPage: "/about",
  contactPage: "/contact",
  portfolioPage: "/insights",
  careersPage: "/careers",
  testPage: "/test",
  privacyPage: "/privacy",
  termsPage: "/terms",
};

interface RoutedDocument {
  _id?: string;
  _type?: string;
  path?: unknown;
}

/** The site path of a document with SEO fields, or null for one that is no page of its own. */
export function documentPath(doc: RoutedDocument | undefined): string | null {
  if (!doc?._type) return null;
  const id = (doc._id ?? "").replace(/^drafts\./, "");
  const single = SINGLETON_PATHS[id];
  if (single) return single;
  if (typeof doc.path === "string" && doc.path.startsWith("/")) return doc.path;
  return doc._type === "servicePage" ? `/services/${id.replace(/^servicePage-/, "")}` : null;
}
