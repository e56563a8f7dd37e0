import { AboutPage } from "../../../../components/pages/about-page.tsx";
import { InLanguage } from "../../../../components/ui/in-language.tsx";
import { fetchInLocale } from "../../../../lib/i18n/content.ts";
import { localizedPageMetadata } from "../../../../lib/i18n/metadata.ts";
import { aboutPageQuery } from "../../../../lib/sanity/queries.ts";
import { MissingContentError } from "../../../../lib/sanity/site-shell.ts";

export function generateMetadata() {
  return localizedPageMetadata("aboutPage", "/about", "es");
}

export default async function NosotrosPage() {
  const { content, locale } = await fetchInLocale(aboutPageQuery, "es");
  if (!content) throw new MissingContentError("The About page is not published: publish it in the Studio.");
  return (
    <InLanguage written={locale} page="es">
      <AboutPage content={content} />
    </InLanguage>
  );
}
