import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { SeoAnalyzer } from "../../../../../components/analyzer/seo-analyzer.tsx";
import { QuoteDialogButton } from "../../../../../components/forms/quote-dialog-button.tsx";
import { ServicePage } from "../../../../../components/pages/service-page.tsx";
import { InLanguage } from "../../../../../components/ui/in-language.tsx";
import { englishServiceSlug, spanishServiceSlugs } from "../../../../../lib/i18n/locales.ts";
import { servicePagePath } from "../../../../../lib/runtime/routes.ts";
import { sanityFetch } from "../../../../../lib/sanity/fetch.ts";
import { pageMetadata } from "../../../../../lib/sanity/metadata.ts";
import { servicePageQuery } from "../../../../../lib/sanity/queries.ts";

type Params = Promise<{ slug: string }>;

// The seeded services' Spanish addresses; any other segment is the not-found page.
export const dynamicParams = false;

export function generateStaticParams() {
  return Object.values(spanishServiceSlugs).map((slug) => ({ slug }));
}

const servicePage = cache((slug: string) => sanityFetch({ query: servicePageQuery, params: { slug } }));

// Service pages are not translated yet: the Spanish address shows the English page, marked as English,
// and names the English page canonical (lib/i18n/metadata.ts does the same for untranslated pages).
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const slug = englishServiceSlug((await params).slug);
  const page = slug ? await servicePage(slug) : null;
  if (!slug || !page) return {};
  const path = servicePagePath(slug);
  return { ...(await pageMetadata(page._id, path)), alternates: { canonical: path } };
}

export default async function ServicioPage({ params }: { params: Params }) {
  const slug = englishServiceSlug((await params).slug);
  const content = slug ? await servicePage(slug) : null;
  if (!content) notFound();
  return (
    <InLanguage written="en" page="es">
      <ServicePage
        content={content}
        analyzer={content.analyzer?.enabled ? <SeoAnalyzer /> : undefined}
        renderQuoteButton={(label, buttonProps) => (
          <QuoteDialogButton label={label} {...buttonProps} locale="es" />
        )}
      />
    </InLanguage>
  );
}
