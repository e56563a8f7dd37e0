import { cache } from "react";
import { TestPage } from "../../../../components/pages/test-page.tsx";
import { metaTagsOf } from "../../../../components/sections/meta-tags-explainer/meta-tags.ts";
import { InLanguage } from "../../../../components/ui/in-language.tsx";
import { fetchInLocale } from "../../../../lib/i18n/content.ts";
import { localizedPageMetadata } from "../../../../lib/i18n/metadata.ts";
import { siteUrl } from "../../../../lib/runtime/env.ts";
import { testPageQuery } from "../../../../lib/sanity/queries.ts";
import { MissingContentError } from "../../../../lib/sanity/site-shell.ts";

// One metadata object per render: the head is written from it and the page lists its tags from it.
const metadata = cache(() => localizedPageMetadata("testPage", "/test", "es"));

export function generateMetadata() {
  return metadata();
}

export default async function EtiquetasSocialesPage() {
  const [{ content, locale }, own] = await Promise.all([fetchInLocale(testPageQuery, "es"), metadata()]);
  if (!content) throw new MissingContentError("The Test page is not published: publish it in the Studio.");
  return (
    <InLanguage written={locale} page="es">
      <TestPage content={content} tags={metaTagsOf(own, siteUrl)} />
    </InLanguage>
  );
}
