import { CareersPage } from "../../../components/pages/careers-page.tsx";
import { sanityFetch } from "../../../lib/sanity/fetch.ts";
import { pageMetadata } from "../../../lib/sanity/metadata.ts";
import { careersPageQuery } from "../../../lib/sanity/queries.ts";
import { MissingContentError } from "../../../lib/sanity/site-shell.ts";

export function generateMetadata() {
  return pageMetadata("careersPage", "/careers");
}

export default async function Page() {
  const content = await sanityFetch({ query: careersPageQuery });
  if (!content) throw new MissingContentError("The Careers page is not published: publish it in the Studio.");
  return <CareersPage content={content} />;
}
