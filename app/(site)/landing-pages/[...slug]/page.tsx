import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { ContactIsland, EvaluationIsland } from "../../../../components/forms/on-demand-forms.tsx";
import { QuoteDialogButton } from "../../../../components/forms/quote-dialog-button.tsx";
import { PageBuilder } from "../../../../components/sections/page-builder/page-builder.tsx";
import { leadFormWords } from "../../../../lib/i18n/dictionary.ts";
import { readLeadServices } from "../../../../lib/leads/services.ts";
import { landingPathProblem } from "../../../../lib/route-rules/rules.ts";
import { landingPagePath } from "../../../../lib/runtime/routes.ts";
import { sanityFetch } from "../../../../lib/sanity/fetch.ts";
import { pageMetadata } from "../../../../lib/sanity/metadata.ts";
import { landingPageQuery, landingPageSlugsQuery } from "../../../../lib/sanity/queries.ts";

type Params = Promise<{ slug: string[] }>;

/**
 * Landing pages live at the top of the site (/spring-offer): proxy.ts rewrites the published ones here
 * (lib/redirects/proxy.ts), and answers any other path under this folder with the 404. Those published
 * at build time are prerendered; one published later is rendered on its first visit and then cached.
 */
export async function generateStaticParams() {
  const slugs = await sanityFetch({ query: landingPageSlugsQuery });
  return slugs.filter((slug) => !landingPathProblem(slug)).map((slug) => ({ slug: slug.split("/") }));
}

/** The published landing page at this path; none on a path the route rules keep from landing pages. */
const landingPage = cache(async (slug: string) =>
  landingPathProblem(slug) ? null : sanityFetch({ query: landingPageQuery, params: { slug } }),
);

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const slug = (await params).slug.join("/");
  const page = await landingPage(slug);
  return page ? pageMetadata(page._id, landingPagePath(page.slug)) : {};
}

/** A landing page at the path its editor chose. */
export default async function Page({ params }: { params: Params }) {
  const slug = (await params).slug.join("/");
  const page = await landingPage(slug);
  if (!page) notFound();
  return (
    <PageBuilder
      blocks={page.blocks}
      source={`landing page ${page._id}`}
      evaluationForm={
        <EvaluationIsland services={await readLeadServices()} words={leadFormWords("en", "evaluation")} />
      }
      contactForm={<ContactIsland words={leadFormWords("en", "contact")} />}
      renderQuoteButton={(label, prefill) => <QuoteDialogButton label={label} prefill={prefill} size="lg" />}
    />
  );
}
