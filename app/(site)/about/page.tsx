import { AboutPage } from "@/components/pages/about-page";
import { sanityFetch } from "@/lib/sanity/fetch";
import { pageMetadata } from "@/lib/sanity/metadata";
import { aboutPageQuery } from "@/lib/sanity/queries";
import { MissingContentError } from "@/lib/sanity/site-shell";

export function generateMetadata() {
  return pageMetadata("aboutPage", "/about");
}

export default async function Page() {
  const content = await sanityFetch({ query: aboutPageQuery });
  if (!content) throw new MissingContentError("The About page is not published: publish it in the Studio.");
  return <AboutPage content={content} />;
}
