import { CareersPage } from "../../../../components/pages/careers-page.tsx";
import { InLanguage } from "../../../../components/ui/in-language.tsx";
import { fetchInLocale, UNTRANSLATED_COLLECTIONS } from "../../../../lib/i18n/content.ts";
import { localizedPageMetadata } from "../../../../lib/i18n/metadata.ts";
import { careersPageQuery } from "../../../../lib/sanity/queries.ts";
import { MissingContentError } from "../../../../lib/sanity/site-shell.ts";

export function generateMetadata() {
  return localizedPageMetadata("careersPage", "/careers", "es");
}

export default async function EmpleosPage() {
  const { content, locale } = await fetchInLocale(careersPageQuery, "es");
  if (!content) throw new MissingContentError("The Careers page is not published: publish it in the Studio.");
  return (
    <InLanguage written={locale} page="es">
      <CareersPage content={content} itemsLang={locale === "es" ? UNTRANSLATED_COLLECTIONS : undefined} />
    </InLanguage>
  );
}
