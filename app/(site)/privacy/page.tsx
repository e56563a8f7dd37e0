import { LegalBody } from "../../../components/sections/legal-body/legal-body.tsx";
import { sanityFetch } from "../../../lib/sanity/fetch.ts";
import { pageMetadata } from "../../../lib/sanity/metadata.ts";
import { legalPageQuery } from "../../../lib/sanity/queries.ts";
import { MissingContentError } from "../../../lib/sanity/site-shell.ts";

export function generateMetadata() {
  return pageMetadata("privacyPage", "/privacy");
}

export default async function Page() {
  const legal = await sanityFetch({ query: legalPageQuery, params: { id: "privacyPage" } });
  if (!legal)
    throw new MissingContentError("The Privacy policy page is not published: publish it in the Studio.");
  return <LegalBody legal={legal} />;
}
