import NextLink from "next/link";
import { fitSections } from "../../lib/content/shape.ts";
import type { IndustriesPageQueryResult } from "../../lib/sanity/sanity.types.ts";
import { css, cx } from "../../styled-system/css/index.mjs";
import { button, sectionHeading, surfaceCard } from "../../styled-system/recipes/index.mjs";
import { IndustryPanel } from "../sections/industries-tabs/industries-tabs.tsx";
import { PageHeading } from "../sections/page-heading.tsx";
import { defaultQuoteButton } from "../sections/quote-button.tsx";
import { SectionShell } from "../sections/section-shell.tsx";
import type { RenderQuoteButton } from "../sections/types.ts";
import { ContentIcon } from "../ui/content-icon.tsx";
import { itemLang, Passage } from "../ui/in-language.tsx";
import { Reveal } from "../ui/reveal.tsx";

export type IndustriesPageContent = NonNullable<IndustriesPageQueryResult>;

/** /industries: every industry in full under its own anchor (the footer links to /industries#<slug>). */
export function IndustriesPage({
  content,
  renderQuoteButton = defaultQuoteButton,
  itemsLang,
}: {
  content: IndustriesPageContent;
  renderQuoteButton?: RenderQuoteButton;
  /** The language of the industries not yet translated, when not the page's. */
  itemsLang?: string;
}) {
  // Each section renders on its own: one whose content lacks a required part is left out (logged once).
  const parts = fitSections("industriesPage", content, "industriesPage");
  const cta = parts.quoteCta;
  const sectionTitle = sectionHeading().title;
  return (
    <>
      <PageHeading heading={parts.heading}>
        <nav
          aria-label={parts.heading?.eyebrow ?? parts.heading?.title}
          className={css({ display: "flex", flexWrap: "wrap", gap: "2", mt: "8" })}
        >
          {content.industries.map((industry) => (
            <NextLink
              key={industry._id}
              href={`#${industry.slug}`}
              className={cx(button({ variant: "outline", size: "sm" }), css({ bg: "bg" }))}
            >
              <ContentIcon name={industry.icon} size={16} />
              <span lang={itemLang(industry._id, itemsLang)}>{industry.name}</span>
            </NextLink>
          ))}
        </nav>
      </PageHeading>
      {content.industries.map((industry, index) => (
        <Passage key={industry._id} lang={itemLang(industry._id, itemsLang)}>
          <Reveal>
            <SectionShell
              id={industry.slug}
              labelledBy={`${industry.slug}-title`}
              tone={index % 2 === 1 ? "subtle" : "plain"}
            >
              <div
                className={css({
                  display: "flex",
                  alignItems: "center",
                  gap: "3",
                  mb: { base: "6", md: "8" },
                })}
              >
                <div
                  className={css({
                    color: "brand.fg",
                    bg: "brand.subtle",
                    borderRadius: "l2",
                    boxSize: "11",
                    display: "grid",
                    placeItems: "center",
                    flexShrink: 0,
                  })}
                >
                  <ContentIcon name={industry.icon} size={22} />
                </div>
                <h2 id={`${industry.slug}-title`} className={sectionTitle}>
                  {industry.name}
                </h2>
              </div>
              <IndustryPanel industry={industry} renderQuoteButton={renderQuoteButton} />
            </SectionShell>
          </Reveal>
        </Passage>
      ))}
      {cta && (
        <SectionShell id="industries-quote" labelledBy="industries-quote-title" className={css({ pt: "0" })}>
          <div
            className={cx(
              surfaceCard({ tone: "muted" }),
              css({
                borderColor: "brand.emphasized",
                alignItems: "center",
                textAlign: "center",
                gap: "4",
                py: "10",
              }),
            )}
          >
            <h2 id="industries-quote-title" className={sectionTitle}>
              {cta.title}
            </h2>
            <p className={css({ maxW: "2xl", color: "fg.muted" })}>{cta.text}</p>
            <div className={css({ display: "flex", alignItems: "center" })}>
              {renderQuoteButton(cta.buttonLabel)}
            </div>
            <p className={css({ textStyle: "sm", color: "fg.muted" })}>{cta.smallPrint}</p>
          </div>
        </SectionShell>
      )}
    </>
  );
}
