import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { CaseStudyPage } from "../../../../components/pages/case-study-page.tsx";
import { caseStudyPath } from "../../../../lib/runtime/routes.ts";
import { sanityFetch } from "../../../../lib/sanity/fetch.ts";
import { documentMetadata } from "../../../../lib/sanity/metadata.ts";
import { caseStudyPageQuery, caseStudySlugsQuery } from "../../../../lib/sanity/queries.ts";

type Params = Promise<{ slug: string }>;

// A case study published after the build is rendered on its first request, then served from the page
// cache like the others; a slug no case study has is the not-found page.
export const dynamicParams = true;

export async function generateStaticParams() {
  const slugs = await sanityFetch({ query: caseStudySlugsQuery });
  return slugs.map((slug) => ({ slug }));
}

const caseStudy = cache((slug: string) => sanityFetch({ query: caseStudyPageQuery, params: { slug } }));

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  const { study, siteName } = await caseStudy(slug);
  if (!study) return {};
  // A case study has no SEO fields of its own: its title (with the site's title template) and summary.
  return documentMetadata({
    documentId: study._id,
    path: caseStudyPath(study.slug),
    title: study.title,
    description: study.description,
    siteName,
  });
}

export default async function Page({ params }: { params: Params }) {
  const { slug } = await params;
  const content = await caseStudy(slug);
  const { study, allLink } = content;
  if (!study || !allLink) notFound();
  return <CaseStudyPage content={{ ...content, study, allLink }} />;
}
