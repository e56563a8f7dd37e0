import { ArrowLeft } from "lucide";
import NextLink from "next/link";
import type { CaseStudyPageQueryResult } from "../../../lib/sanity/sanity.types.ts";
import { css, cx } from "../../../styled-system/css/index.mjs";
import {
  badge,
  button,
  cardGrid,
  sectionContainer,
  surfaceCard,
} from "../../../styled-system/recipes/index.mjs";
import { SanityImage } from "../../ui/sanity-image.tsx";
import { SvgIcon } from "../../ui/svg-icon.tsx";

type Study = NonNullable<CaseStudyPageQueryResult["study"]>;

const column = css({ display: "flex", flexDirection: "column" });

/** One case study in full: the card's facts at page size, then its story. */
export function CaseStudy({ study, allLink }: { study: Study; allLink: { label: string; href: string } }) {
  return (
    <article aria-labelledby="case-study-title">
      <div
        className={css({
          bgGradient: "to-b",
          gradientFrom: "brand.subtle",
          gradientTo: "bg",
          py: { base: "10", md: "14" },
        })}
      >
        <div className={sectionContainer()}>
          <NextLink
            href={allLink.href}
            className={cx(button({ variant: "ghost", size: "sm" }), css({ ms: "-3", mb: "6" }))}
          >
            <SvgIcon icon={ArrowLeft} />
            {allLink.label}
          </NextLink>
          <div
            className={css({
              display: "grid",
              gridTemplateColumns: { base: "repeat(1, minmax(0, 1fr))", lg: "repeat(2, minmax(0, 1fr))" },
              gap: { base: "8", lg: "12" },
              alignItems: "center",
            })}
          >
            <div className={cx(column, css({ gap: "5" }))}>
              <span
                className={cx(badge({ variant: "subtle", size: "lg" }), css({ alignSelf: "flex-start" }))}
              >
                {study.category}
              </span>
              <h1
                id="case-study-title"
                className={css({
                  fontFamily: "heading",
                  textStyle: { base: "4xl", md: "5xl" },
                  fontWeight: "bold",
                  letterSpacing: "-0.03em",
                  lineHeight: "1.1",
                  textWrap: "balance",
                })}
              >
                {study.title}
              </h1>
              <p className={css({ textStyle: { base: "lg", md: "xl" }, color: "fg.muted" })}>
                {study.description}
              </p>
              <div className={css({ display: "flex", flexWrap: "wrap", gap: "2" })}>
                {study.tags.map((tag) => (
                  <span
                    key={tag}
                    className={cx(badge({ variant: "outline", size: "md" }), css({ colorPalette: "gray" }))}
                  >
                    {tag}
                  </span>
                ))}
              </div>
            </div>
            <SanityImage
              image={study.image}
              sizes="(min-width: 1024px) 50vw, 100vw"
              maxWidth={1600}
              priority
              className={css({ borderRadius: "l3", boxShadow: "lg" })}
            />
          </div>
          <dl className={cardGrid({ columns: "sm3", gap: "4", spaced: true })}>
            {study.metrics.map((metric) => (
              <div key={metric._key} className={cx(surfaceCard(), css({ gap: "1", textAlign: "center" }))}>
                <dt className={css({ textStyle: "sm", color: "fg.muted", order: "2" })}>{metric.label}</dt>
                <dd
                  className={css({
                    fontFamily: "heading",
                    textStyle: "4xl",
                    fontWeight: "bold",
                    color: "brand.fg",
                    order: "1",
                  })}
                >
                  {metric.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <div
        className={css({ maxW: "3xl", mx: "auto", px: { base: "4", md: "8" }, py: { base: "12", md: "16" } })}
      >
        <div className={cx(column, css({ gap: { base: "10", md: "12" } }))}>
          {study.story.map((section, index) => (
            <div key={section._key} className={cx(column, css({ gap: "3" }))}>
              <div className={css({ display: "flex", gap: "3", alignItems: "baseline" })}>
                <p
                  className={css({ fontFamily: "heading", fontWeight: "bold", color: "brand.fg" })}
                  aria-hidden="true"
                >
                  {String(index + 1).padStart(2, "0")}
                </p>
                <h2 className={css({ fontFamily: "heading", textStyle: "2xl", fontWeight: "bold" })}>
                  {section.title}
                </h2>
              </div>
              <p className={css({ textStyle: "lg", color: "fg.muted", lineHeight: "tall" })}>
                {section.text}
              </p>
            </div>
          ))}
        </div>
      </div>
    </article>
  );
}
