import { LegalBody } from "../../../../components/sections/legal-body/legal-body.tsx";
import { InLanguage } from "../../../../components/ui/in-language.tsx";
import { fetchByIdInLocale } from "../../../../lib/i18n/content.ts";
import { localizedPageMetadata } from "../../../../lib/i18n/metadata.ts";
import { legalPageQuery } from "../../../../lib/sanity/queries.ts";
import { MissingContentError } from "../../../../lib/sanity/site-shell.ts";

export function generateMetadata() {
  return localizedPageMetadata("termsPage", "/terms", "es");
}

export default async function TerminosPage() {
  const { content, locale } = await fetchByIdInLocale(legalPageQuery, "termsPage", "es");
  if (!content)
    throw new MissingContentError("The Terms of service page is not published: publish it in the Studio.");
  return (
    <InLanguage written={locale} page="es">
      <LegalBody legal={content} />
    </InLanguage>
  );
}
