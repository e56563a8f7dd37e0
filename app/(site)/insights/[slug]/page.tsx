import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CaseStudyPage } from "../../../../components/pages/case-study-page.tsx";
import { caseStudyIn, caseStudyMetadata } from "../../../../lib/i18n/collection-pages.ts";
import { sanityFetch } from "../../../../lib/sanity/fetch.ts";
import { caseStudySlugsQuery } from "../../../../lib/sanity/queries.ts";

type Params = Promise<{ slug: string }>;

// A case study published after the build is rendered on its first request, then served from the page
// cache like the others; a slug no case study has is the not-found page.
export const dynamicParams = true;

export async function generateStaticParams() {
  const slugs = await sanityFetch({ query: caseStudySlugsQuery });
  return slugs.map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return caseStudyMetadata((await params).slug, "en");
}

export default async function Page({ params }: { params: Params }) {
  const page = await caseStudyIn((await params).slug, "en");
  if (!page) notFound();
  return <CaseStudyPage content={page.content} />;
}
