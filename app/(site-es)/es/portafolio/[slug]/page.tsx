import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CaseStudyPage } from "../../../../../components/pages/case-study-page.tsx";
import { InLanguage } from "../../../../../components/ui/in-language.tsx";
import { caseStudyIn, caseStudyMetadata } from "../../../../../lib/i18n/collection-pages.ts";
import { sanityFetch } from "../../../../../lib/sanity/fetch.ts";
import { spanishCaseStudySlugsQuery } from "../../../../../lib/sanity/queries.ts";

type Params = Promise<{ slug: string }>;

// Each case study at its Spanish document's slug (the English slug while it has none).
export const dynamicParams = true;

export async function generateStaticParams() {
  const slugs = await sanityFetch({ query: spanishCaseStudySlugsQuery });
  return slugs.map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return caseStudyMetadata((await params).slug, "es");
}

export default async function CasoPage({ params }: { params: Params }) {
  const page = await caseStudyIn((await params).slug, "es");
  if (!page) notFound();
  return (
    <InLanguage written={page.written} page="es">
      <CaseStudyPage content={page.content} />
    </InLanguage>
  );
}
