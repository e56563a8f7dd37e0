import { ArrowRight } from "lucide";
import NextLink from "next/link";
import { css, cx } from "../../../styled-system/css/index.mjs";
import { badge, button, cardGrid, link, surfaceCard } from "../../../styled-system/recipes/index.mjs";
import { itemLang, Passage } from "../../ui/in-language.tsx";
import { SanityImage } from "../../ui/sanity-image.tsx";
import { SvgIcon } from "../../ui/svg-icon.tsx";
import { SectionHeading } from "../section-heading.tsx";
import { SectionShell } from "../section-shell.tsx";
import type { HomeContent } from "../types.ts";

type CaseStudy = HomeContent["portfolio"]["items"][number];

/** A case study card; its link opens the study's own page. */
export function CaseStudyCard({
  study,
  linkLabel,
  headingLevel: Title = "h3",
  itemsLang,
}: {
  study: CaseStudy;
  linkLabel: string;
  headingLevel?: "h2" | "h3";
  /** The language of the items' own words when it is not the page's (documents not yet translated). */
  itemsLang?: string;
}) {
  return (
    <article
      className={cx(
        surfaceCard({ interactive: true }),
        css({ p: "0", overflow: "hidden", gap: "0", height: "full" }),
      )}
    >
      <SanityImage
        image={study.image}
        sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
        maxWidth={1200}
      />
      <div
        className={css({
          display: "flex",
          flexDirection: "column",
          gap: "4",
          p: { base: "5", md: "6" },
          flex: "1",
        })}
      >
        <Passage lang={itemLang(study._id, itemsLang)}>
          <span
            className={cx(
              badge({ variant: "subtle" }),
              css({ alignSelf: "flex-start", colorPalette: "brand" }),
            )}
          >
            {study.category}
          </span>
          <Title className={css({ fontFamily: "heading", textStyle: "xl", fontWeight: "bold" })}>
            {study.title}
          </Title>
          <p className={css({ color: "fg.muted", flex: "1" })}>{study.description}</p>
          <div className={css({ display: "flex", flexWrap: "wrap", gap: "2" })}>
            {study.tags.map((tag) => (
              <span key={tag} className={cx(badge({ variant: "outline" }), css({ colorPalette: "gray" }))}>
                {tag}
              </span>
            ))}
          </div>
          <dl
            className={css({
              display: "grid",
              gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
              gap: "2",
              borderTopWidth: "1px",
              borderColor: "border",
              pt: "4",
            })}
          >
            {study.metrics.map((metric) => (
              <div key={metric._key} className={css({ display: "flex", flexDirection: "column", gap: "0" })}>
                <dt className={css({ textStyle: "xs", color: "fg.muted", order: 2 })}>{metric.label}</dt>
                <dd className={css({ fontFamily: "heading", fontWeight: "bold", textStyle: "lg", order: 1 })}>
                  {metric.value}
                </dd>
              </div>
            ))}
          </dl>
        </Passage>
        <NextLink
          href={study.href}
          className={cx(link(), css({ color: "brand.fg", fontWeight: "semibold", textStyle: "sm" }))}
        >
          {linkLabel}
          <span
            className={css({ srOnly: true })}
            lang={itemLang(study._id, itemsLang)}
          >{`: ${study.title}`}</span>
          <SvgIcon icon={ArrowRight} size={16} />
        </NextLink>
      </div>
    </article>
  );
}

export function Portfolio({
  portfolio,
  itemsLang,
}: {
  portfolio: HomeContent["portfolio"];
  /** The language of the case studies' words when it is not the page's (not yet translated). */
  itemsLang?: string;
}) {
  return (
    <SectionShell id="portfolio" labelledBy="portfolio-title" tone="subtle">
      <SectionHeading heading={portfolio.heading} id="portfolio-title" />
      <div className={cardGrid({ columns: "md2-lg3", spaced: true })}>
        {portfolio.items.map((study) => (
          <CaseStudyCard
            key={study._id}
            study={study}
            linkLabel={portfolio.caseStudyLinkLabel}
            itemsLang={itemsLang}
          />
        ))}
      </div>
      <div
        className={css({
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          gap: "2",
          mt: "10",
        })}
      >
        <NextLink href={portfolio.allLink.href} className={button({ size: "lg", variant: "outline" })}>
          {portfolio.allLink.label}
        </NextLink>
      </div>
    </SectionShell>
  );
}
