import { CareersPage } from "../../../components/pages/careers-page.tsx";
import { localizedPageMetadata } from "../../../lib/i18n/metadata.ts";
import { sanityFetch } from "../../../lib/sanity/fetch.ts";
import { careersPageQuery } from "../../../lib/sanity/queries.ts";
import { MissingContentError } from "../../../lib/sanity/site-shell.ts";

export function generateMetadata() {
  return localizedPageMetadata("careersPage", "/careers", "en");
}

export default async function Page() {
  const content = await sanityFetch({ query: careersPageQuery });
  if (!content) throw new MissingContentError("The Careers page is not published: publish it in the Studio.");
  return <CareersPage content={content} />;
}
