/**
 * Where each document with its own SEO fields is served: the Studio's previews show that address, and
 * the sitemap leaves out the pages an editor hides from search engines.
 */
import { routableTypes } from "./routable.ts";
import { singletonPath } from "./singletons.ts";

interface RoutedDocument {
  _id?: string | null;
  _type?: string;
  /** The page's own URL segment, or for a service page its service's. */
  slug?: unknown;
}

/** A service page is the page of the routable `service` type it points to. */
const routedTypeOf = (type: string) => (type === "servicePage" ? "service" : type);

/** The site path of a document with SEO fields, or null for one that is no page of its own. */
export function documentPath(doc: RoutedDocument | undefined): string | null {
  if (!doc?._type) return null;
  const id = (doc._id ?? "").replace(/^drafts\./, "");
  const single = singletonPath(id);
  if (single) return single;
  const routable = routableTypes.find(({ type }) => type === routedTypeOf(doc._type ?? ""));
  if (!routable) return null;
  if (typeof doc.slug === "string" && doc.slug) return routable.path(doc.slug);
  // The seeded service pages are named after their service's segment.
  return doc._type === "servicePage" && id.startsWith("servicePage-")
    ? routable.path(id.slice("servicePage-".length))
    : null;
}
