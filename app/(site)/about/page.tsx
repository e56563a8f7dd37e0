import { AboutPage } from "../../../components/pages/about-page.tsx";
import { localizedPageMetadata } from "../../../lib/i18n/metadata.ts";
import { sanityFetch } from "../../../lib/sanity/fetch.ts";
import { aboutPageQuery } from "../../../lib/sanity/queries.ts";
import { MissingContentError } from "../../../lib/sanity/site-shell.ts";

export function generateMetadata() {
  return localizedPageMetadata("aboutPage", "/about", "en");
}

export default async function Page() {
  const content = await sanityFetch({ query: aboutPageQuery });
  if (!content) throw new MissingContentError("The About page is not published: publish it in the Studio.");
  return <AboutPage content={content} />;
}
