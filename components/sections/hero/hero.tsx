import { ArrowRight } from "lucide";
import NextLink from "next/link";
import { css } from "../../../styled-system/css/index.mjs";
import { button, sectionContainer } from "../../../styled-system/recipes/index.mjs";
import { SanityImage } from "../../ui/sanity-image.tsx";
import { SvgIcon } from "../../ui/svg-icon.tsx";
import { StatFigure } from "../stat-figure.tsx";
import type { HomeContent } from "../types.ts";

const columns = {
  withImage: css({ gridTemplateColumns: { base: "1fr", lg: "minmax(0, 7fr) minmax(0, 5fr)" } }),
  textOnly: css({ gridTemplateColumns: "1fr" }),
};

export function Hero({ hero }: { hero: HomeContent["hero"] }) {
  return (
    <section
      id="top"
      aria-labelledby="hero-title"
      className={css({
        position: "relative",
        overflow: "hidden",
        bgGradient: "to-b",
        gradientFrom: "brand.subtle",
        gradientTo: "bg",
        pt: { base: "16", md: "28" },
        pb: { base: "16", md: "24" },
      })}
    >
      <div className={sectionContainer()}>
        <div
          className={`${css({ display: "grid", gap: { base: "10", lg: "16" }, alignItems: "center" })} ${
            hero.image ? columns.withImage : columns.textOnly
          }`}
        >
          <div>
            <div
              className={css({
                display: "flex",
                flexDirection: "column",
                gap: { base: "6", md: "8" },
                maxW: "4xl",
              })}
            >
              <h1
                id="hero-title"
                className={css({ textStyle: "display", fontSize: { base: "4xl", md: "7xl" } })}
              >
                {hero.title}
              </h1>
              <p
                className={css({
                  textStyle: { base: "lg", md: "xl" },
                  color: "fg.muted",
                  maxW: "3xl",
                  textWrap: "pretty",
                })}
              >
                {hero.subtitle}
              </p>
              <div className={css({ display: "flex", alignItems: "center", gap: "3", flexWrap: "wrap" })}>
                <NextLink href={hero.primary.href} className={button({ size: "lg" })}>
                  {hero.primary.label}
                  <SvgIcon icon={ArrowRight} />
                </NextLink>
                <NextLink href={hero.secondary.href} className={button({ size: "lg", variant: "outline" })}>
                  {hero.secondary.label}
                </NextLink>
              </div>
            </div>
            <dl
              className={css({
                display: "grid",
                gridTemplateColumns: { base: "repeat(1, minmax(0, 1fr))", sm: "repeat(3, minmax(0, 1fr))" },
                gap: "6",
                mt: { base: "12", md: "16" },
                maxW: "3xl",
              })}
            >
              {hero.stats.map((stat) => (
                <StatFigure key={stat._key} stat={stat} />
              ))}
            </dl>
          </div>
          {/* Wide screens only: a phone shows the headline first, and never loads the picture. */}
          <SanityImage
            image={hero.image}
            sizes="(min-width: 1024px) 40vw, 1px"
            maxWidth={1000}
            className={css({ display: { base: "none", lg: "block" }, borderRadius: "l3", boxShadow: "glow" })}
          />
        </div>
      </div>
    </section>
  );
}
