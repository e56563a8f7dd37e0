import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SeoAnalyzer } from "../../../../components/analyzer/seo-analyzer.tsx";
import { QuoteDialogButton } from "../../../../components/forms/quote-dialog-button.tsx";
import { ServicePage } from "../../../../components/pages/service-page.tsx";
import { servicePageIn, servicePageMetadata } from "../../../../lib/i18n/collection-pages.ts";
import { sanityFetch } from "../../../../lib/sanity/fetch.ts";
import { serviceSlugsQuery } from "../../../../lib/sanity/queries.ts";

type Params = Promise<{ slug: string }>;

// Every published service has a page; one published after the build is rendered on its first request
// and then served from the page cache like the others. Any other segment is the not-found page.
export const dynamicParams = true;

export async function generateStaticParams() {
  const slugs = await sanityFetch({ query: serviceSlugsQuery });
  return slugs.map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return servicePageMetadata((await params).slug, "en");
}

export default async function Page({ params }: { params: Params }) {
  const page = await servicePageIn((await params).slug, "en");
  if (!page) notFound();
  const { content } = page;
  return (
    <ServicePage
      content={content}
      analyzer={content.analyzer?.enabled ? <SeoAnalyzer /> : undefined}
      renderQuoteButton={(label, buttonProps) => <QuoteDialogButton label={label} {...buttonProps} />}
    />
  );
}
