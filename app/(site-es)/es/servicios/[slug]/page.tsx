import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SeoAnalyzer } from "../../../../../components/analyzer/seo-analyzer.tsx";
import { QuoteDialogButton } from "../../../../../components/forms/quote-dialog-button.tsx";
import { ServicePage } from "../../../../../components/pages/service-page.tsx";
import { InLanguage, Passage } from "../../../../../components/ui/in-language.tsx";
import { servicePageIn, servicePageMetadata } from "../../../../../lib/i18n/collection-pages.ts";
import { languageTags } from "../../../../../lib/i18n/locales.ts";
import { sanityFetch } from "../../../../../lib/sanity/fetch.ts";
import { spanishServiceSlugsQuery } from "../../../../../lib/sanity/queries.ts";

type Params = Promise<{ slug: string }>;

// Each service at its Spanish document's slug (the English slug while it has none); one published after
// the build is rendered on its first request, as in English.
export const dynamicParams = true;

export async function generateStaticParams() {
  const slugs = await sanityFetch({ query: spanishServiceSlugsQuery });
  return slugs.map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return servicePageMetadata((await params).slug, "es");
}

export default async function ServicioPage({ params }: { params: Params }) {
  const page = await servicePageIn((await params).slug, "es");
  if (!page) notFound();
  const { content, written } = page;
  return (
    <InLanguage written={written} page="es">
      <ServicePage
        content={content}
        analyzer={
          content.analyzer?.enabled ? (
            // Spanish words even where the page around it is still the English text.
            <Passage lang={written === "es" ? undefined : languageTags.es}>
              <SeoAnalyzer locale="es" />
            </Passage>
          ) : undefined
        }
        renderQuoteButton={(label, buttonProps) => (
          <QuoteDialogButton label={label} {...buttonProps} locale="es" />
        )}
      />
    </InLanguage>
  );
}
