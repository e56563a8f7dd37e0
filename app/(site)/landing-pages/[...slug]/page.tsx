import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ContactIsland, EvaluationIsland } from "../../../../components/forms/on-demand-forms.tsx";
import { QuoteDialogButton } from "../../../../components/forms/quote-dialog-button.tsx";
import { PageBuilder } from "../../../../components/sections/page-builder/page-builder.tsx";
import { landingPageIn, landingPageMetadata } from "../../../../lib/i18n/collection-pages.ts";
import { leadFormWords } from "../../../../lib/i18n/dictionary.ts";
import { readLeadServices } from "../../../../lib/leads/services.ts";
import { landingPathProblem } from "../../../../lib/route-rules/rules.ts";
import { sanityFetch } from "../../../../lib/sanity/fetch.ts";
import { landingPageSlugsQuery } from "../../../../lib/sanity/queries.ts";

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

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return landingPageMetadata((await params).slug.join("/"), "en");
}

/** A landing page at the path its editor chose. */
export default async function Page({ params }: { params: Params }) {
  const page = await landingPageIn((await params).slug.join("/"), "en");
  if (!page) notFound();
  return (
    <PageBuilder
      blocks={page.content.blocks}
      source={`landing page ${page.content._id}`}
      evaluationForm={
        <EvaluationIsland services={await readLeadServices()} words={leadFormWords("en", "evaluation")} />
      }
      contactForm={<ContactIsland words={leadFormWords("en", "contact")} />}
      renderQuoteButton={(label, prefill) => <QuoteDialogButton label={label} prefill={prefill} size="lg" />}
    />
  );
}
