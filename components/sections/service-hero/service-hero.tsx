import { ArrowRight } from "lucide";
import { gradientCss } from "../../../lib/content/design-options.ts";
import type { ServicePageQueryResult } from "../../../lib/sanity/sanity.types.ts";
import { css, cx } from "../../../styled-system/css/index.mjs";
import { pageOpening, sectionContainer } from "../../../styled-system/recipes/index.mjs";
import { ContentIcon } from "../../ui/content-icon.tsx";
import { SvgIcon } from "../../ui/svg-icon.tsx";
import { CtaLink, type RenderQuoteCta } from "../closing-banner/cta-link.tsx";

type ServiceHeroContent = NonNullable<ServicePageQueryResult>["hero"];

interface ServiceHeroProps {
  hero: ServiceHeroContent;
  /** The service's icon and gradient, picked in the Studio. */
  icon: string;
  gradient: string;
  renderQuote?: RenderQuoteCta;
}

const centred = css({ display: "flex", alignItems: "center", justifyContent: "center" });

/** Decorative art: the service icon on its gradient, with soft rings behind it. */
function HeroArt({ icon, gradient }: { icon: string; gradient: string }) {
  return (
    <div
      aria-hidden="true"
      className={cx(
        centred,
        css({ position: "relative", aspectRatio: "1", maxW: "md", w: "full", justifySelf: "end" }),
      )}
    >
      {["100%", "78%", "56%"].map((size) => (
        <div
          key={size}
          className={css({
            position: "absolute",
            borderRadius: "full",
            borderWidth: "1px",
            borderColor: "brand.emphasized",
            bg: "whiteAlpha.400",
          })}
          style={{ width: size, height: size }}
        />
      ))}
      <div
        className={cx(
          centred,
          css({
            position: "relative",
            boxSize: "40",
            borderRadius: "2.5rem",
            color: "white",
            boxShadow: "2xl",
            transform: "rotate(-6deg)",
          }),
        )}
        style={{ backgroundImage: gradientCss(gradient) }}
      >
        <ContentIcon name={icon} size={72} strokeWidth={1.5} />
      </div>
    </div>
  );
}

export function ServiceHero({ hero, icon, gradient, renderQuote }: ServiceHeroProps) {
  const classes = pageOpening();
  return (
    <section
      id="overview"
      aria-labelledby="service-title"
      className={cx(classes.root, css({ py: { base: "14", md: "24" } }))}
    >
      <div className={sectionContainer()}>
        <div
          className={css({
            display: "grid",
            gridTemplateColumns: { base: "repeat(1, minmax(0, 1fr))", lg: "repeat(5, minmax(0, 1fr))" },
            gap: "12",
            alignItems: "center",
          })}
        >
          <div
            className={css({
              display: "flex",
              flexDirection: "column",
              gap: { base: "5", md: "6" },
              gridColumn: { lg: "span 3" },
            })}
          >
            <div className={css({ display: "flex", alignItems: "center", gap: "3" })}>
              {/* Phones and tablets show the icon here; wide screens show it large beside the text. */}
              <span
                className={css({
                  display: { base: "inline-flex", lg: "none" },
                  alignItems: "center",
                  justifyContent: "center",
                  boxSize: "10",
                  borderRadius: "l2",
                  color: "white",
                })}
                style={{ backgroundImage: gradientCss(gradient) }}
              >
                <ContentIcon name={icon} size={20} />
              </span>
              <p className={classes.eyebrow}>{hero.label}</p>
            </div>
            <h1 id="service-title" className={classes.title}>
              {hero.title}
            </h1>
            <p className={cx(classes.lead, css({ maxW: "2xl" }))}>{hero.description}</p>
            <div
              className={css({ display: "flex", alignItems: "center", gap: "3", flexWrap: "wrap", pt: "2" })}
            >
              <CtaLink cta={hero.primary} icon={<SvgIcon icon={ArrowRight} />} renderQuote={renderQuote} />
              <CtaLink
                cta={hero.secondary}
                variant="outline"
                className={css({ bg: "bg.panel" })}
                renderQuote={renderQuote}
              />
            </div>
          </div>
          <div className={css({ gridColumn: { lg: "span 2" }, display: { base: "none", lg: "block" } })}>
            <HeroArt icon={icon} gradient={gradient} />
          </div>
        </div>
      </div>
    </section>
  );
}
