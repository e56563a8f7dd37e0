import { PortfolioPage } from "../../../../components/pages/portfolio-page.tsx";
import { InLanguage } from "../../../../components/ui/in-language.tsx";
import { fetchInLocale, UNTRANSLATED_COLLECTIONS } from "../../../../lib/i18n/content.ts";
import { localizedPageMetadata } from "../../../../lib/i18n/metadata.ts";
import { portfolioPageQuery } from "../../../../lib/sanity/queries.ts";
import { MissingContentError } from "../../../../lib/sanity/site-shell.ts";

export function generateMetadata() {
  return localizedPageMetadata("portfolioPage", "/insights", "es");
}

export default async function PortafolioPage() {
  const { content, locale } = await fetchInLocale(portfolioPageQuery, "es");
  if (!content)
    throw new MissingContentError("The Portfolio page is not published: publish it in the Studio.");
  return (
    <InLanguage written={locale} page="es">
      <PortfolioPage content={content} itemsLang={locale === "es" ? UNTRANSLATED_COLLECTIONS : undefined} />
    </InLanguage>
  );
}
