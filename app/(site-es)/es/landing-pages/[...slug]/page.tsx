import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ContactIsland, EvaluationIsland } from "../../../../../components/forms/on-demand-forms.tsx";
import { QuoteDialogButton } from "../../../../../components/forms/quote-dialog-button.tsx";
import { PageBuilder } from "../../../../../components/sections/page-builder/page-builder.tsx";
import { InLanguage } from "../../../../../components/ui/in-language.tsx";
import { landingPageIn, landingPageMetadata } from "../../../../../lib/i18n/collection-pages.ts";
import { leadFormWords } from "../../../../../lib/i18n/dictionary.ts";
import { contentSlugs } from "../../../../../lib/i18n/slugs.ts";
import { readLeadServices } from "../../../../../lib/leads/services.ts";

type Params = Promise<{ slug: string[] }>;

/**
 * A landing page in Spanish at /es/<its translation's path> (its English path while it has none, showing
 * the English text marked so): proxy.ts rewrites the address here, as in English. Those served at build
 * time are prerendered; one published later is rendered on its first visit and then cached.
 */
export async function generateStaticParams() {
  const { landingPage } = await contentSlugs();
  return Object.values(landingPage).map(({ es }) => ({ slug: es.split("/") }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return landingPageMetadata((await params).slug.join("/"), "es");
}

export default async function PaginaDeAterrizaje({ params }: { params: Params }) {
  const page = await landingPageIn((await params).slug.join("/"), "es");
  if (!page) notFound();
  const { content, written } = page;
  return (
    <InLanguage written={written} page="es">
      <PageBuilder
        blocks={content.blocks}
        source={`landing page ${content._id}`}
        evaluationForm={
          <InLanguage written="es" page={written}>
            <EvaluationIsland services={await readLeadServices()} words={leadFormWords("es", "evaluation")} />
          </InLanguage>
        }
        contactForm={
          <InLanguage written="es" page={written}>
            <ContactIsland words={leadFormWords("es", "contact")} />
          </InLanguage>
        }
        renderQuoteButton={(label, prefill) => (
          <QuoteDialogButton label={label} prefill={prefill} size="lg" locale="es" />
        )}
      />
    </InLanguage>
  );
}
