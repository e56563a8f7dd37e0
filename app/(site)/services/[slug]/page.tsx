import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SeoAnalyzer } from "@/components/analyzer/seo-analyzer";
import { QuoteDialogButton } from "@/components/forms/quote-dialog-button";
import { ServicePage } from "@/components/pages/service-page";
import { servicePageId } from "@/lib/content/service-pages";
import { servicePagePath } from "@/lib/routes";
import { sanityFetch } from "@/lib/sanity/fetch";
import { pageMetadata } from "@/lib/sanity/metadata";
import { servicePageQuery, servicePageSlugsQuery } from "@/lib/sanity/queries";

type Params = Promise<{ slug: string }>;

// Only the pages published in content exist; any other segment is the not-found page.
export const dynamicParams = false;

export async function generateStaticParams() {
  const slugs = await sanityFetch({ query: servicePageSlugsQuery });
  return slugs.map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  return pageMetadata(servicePageId(slug), servicePagePath(slug));
}

export default async function Page({ params }: { params: Params }) {
  const { slug } = await params;
  const content = await sanityFetch({ query: servicePageQuery, params: { slug } });
  if (!content) notFound();
  return (
    <ServicePage
      content={content}
      analyzer={content.analyzer?.enabled ? <SeoAnalyzer /> : undefined}
      renderQuoteButton={(label, buttonProps) => <QuoteDialogButton label={label} {...buttonProps} />}
    />
  );
}
