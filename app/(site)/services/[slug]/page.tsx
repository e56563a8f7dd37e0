import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { SeoAnalyzer } from "../../../../components/analyzer/seo-analyzer.tsx";
import { QuoteDialogButton } from "../../../../components/forms/quote-dialog-button.tsx";
import { type ServiceContent, ServicePage } from "../../../../components/pages/service-page.tsx";
import { servicePagePath } from "../../../../lib/runtime/routes.ts";
import { sanityFetch } from "../../../../lib/sanity/fetch.ts";
import { documentMetadata, pageMetadata } from "../../../../lib/sanity/metadata.ts";
import { serviceDefaultsQuery, servicePageQuery, serviceSlugsQuery } from "../../../../lib/sanity/queries.ts";

type Params = Promise<{ slug: string }>;

// Every published service has a page; one published after the build is rendered on its first request
// and then served from the page cache like the others. Any other segment is the not-found page.
export const dynamicParams = true;

export async function generateStaticParams() {
  const slugs = await sanityFetch({ query: serviceSlugsQuery });
  return slugs.map((slug) => ({ slug }));
}

type ServiceDefaults = NonNullable<Awaited<ReturnType<typeof serviceDefaults>>>;

const servicePage = cache((slug: string) => sanityFetch({ query: servicePageQuery, params: { slug } }));
const serviceDefaults = cache((slug: string) =>
  sanityFetch({ query: serviceDefaultsQuery, params: { slug } }),
);

/** The page of a service whose editor has not made one yet: its card's words and the usual banner. */
function defaultPage(service: ServiceDefaults): ServiceContent | null {
  if (!service.slug || !service.banner) return null;
  return {
    _id: service._id,
    service,
    hero: {
      label: service.category,
      title: service.title,
      description: service.description,
      primary: service.banner.primary,
      secondary: service.banner.secondary,
    },
    capabilitiesHeading: null,
    capabilities: [],
    features: null,
    processList: null,
    technologies: null,
    cloudExpertise: null,
    cloudServices: null,
    analyzer: null,
    banner: service.banner,
  };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  const page = await servicePage(slug);
  if (page) return pageMetadata(page._id, servicePagePath(slug));
  const service = await serviceDefaults(slug);
  if (!service) return {};
  return documentMetadata({
    documentId: service._id,
    path: servicePagePath(slug),
    title: service.title,
    description: service.description,
    siteName: service.siteName,
  });
}

export default async function Page({ params }: { params: Params }) {
  const { slug } = await params;
  const own = await servicePage(slug);
  const defaults = own ? null : await serviceDefaults(slug);
  const content = own ?? (defaults ? defaultPage(defaults) : null);
  if (!content) notFound();
  return (
    <ServicePage
      content={content}
      analyzer={content.analyzer?.enabled ? <SeoAnalyzer /> : undefined}
      renderQuoteButton={(label, buttonProps) => <QuoteDialogButton label={label} {...buttonProps} />}
    />
  );
}
