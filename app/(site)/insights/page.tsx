import { PortfolioPage } from "@/components/pages/portfolio-page";
import { sanityFetch } from "@/lib/sanity/fetch";
import { pageMetadata } from "@/lib/sanity/metadata";
import { portfolioPageQuery } from "@/lib/sanity/queries";
import { MissingContentError } from "@/lib/sanity/site-shell";

export function generateMetadata() {
  return pageMetadata("portfolioPage", "/insights");
}

export default async function Page() {
  const content = await sanityFetch({ query: portfolioPageQuery });
  if (!content)
    throw new MissingContentError("The Portfolio page is not published: publish it in the Studio.");
  return <PortfolioPage content={content} />;
}
