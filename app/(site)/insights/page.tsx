import { PortfolioPage } from "../../../components/pages/portfolio-page.tsx";
import { localizedPageMetadata } from "../../../lib/i18n/metadata.ts";
import { sanityFetch } from "../../../lib/sanity/fetch.ts";
import { portfolioPageQuery } from "../../../lib/sanity/queries.ts";
import { MissingContentError } from "../../../lib/sanity/site-shell.ts";

export function generateMetadata() {
  return localizedPageMetadata("portfolioPage", "/insights", "en");
}

export default async function Page() {
  const content = await sanityFetch({ query: portfolioPageQuery });
  if (!content)
    throw new MissingContentError("The Portfolio page is not published: publish it in the Studio.");
  return <PortfolioPage content={content} />;
}
