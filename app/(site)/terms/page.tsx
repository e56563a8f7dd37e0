import { LegalBody } from "../../../components/sections/legal-body/legal-body.tsx";
import { localizedPageMetadata } from "../../../lib/i18n/metadata.ts";
import { sanityFetch } from "../../../lib/sanity/fetch.ts";
import { legalPageQuery } from "../../../lib/sanity/queries.ts";
import { MissingContentError } from "../../../lib/sanity/site-shell.ts";

export function generateMetadata() {
  return localizedPageMetadata("termsPage", "/terms", "en");
}

export default async function Page() {
  const legal = await sanityFetch({ query: legalPageQuery, params: { id: "termsPage" } });
  if (!legal)
    throw new MissingContentError("The Terms of service page is not published: publish it in the Studio.");
  return <LegalBody legal={legal} />;
}
