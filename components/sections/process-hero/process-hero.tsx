import { Award } from "lucide";
import type { ProcessPageQueryResult } from "../../../lib/sanity/sanity.types.ts";
import { css, cx } from "../../../styled-system/css/index.mjs";
import { badge, pageOpening, sectionContainer } from "../../../styled-system/recipes/index.mjs";
import { SvgIcon } from "../../ui/svg-icon.tsx";
import { StatsBand } from "../stats-band/stats-band.tsx";

type ProcessHeroProps = Pick<NonNullable<ProcessPageQueryResult>, "badge" | "heading" | "stats">;

/** The opening of the process page: badge, the page's h1, its lead and the headline figures. */
export function ProcessHero({ badge: badgeLabel, heading, stats }: ProcessHeroProps) {
  const classes = pageOpening();
  return (
    <section
      id="overview"
      aria-labelledby="process-title"
      className={cx(classes.root, css({ pt: { base: "14", md: "24" }, pb: { base: "12", md: "20" } }))}
    >
      <div className={sectionContainer()}>
        <div
          className={css({
            display: "flex",
            flexDirection: "column",
            gap: { base: "5", md: "6" },
            alignItems: "center",
            textAlign: "center",
            maxW: "4xl",
            mx: "auto",
          })}
        >
          <span
            className={cx(
              badge({ size: "lg", variant: "outline" }),
              css({ colorPalette: "brand", px: "3", py: "1", bg: "bg.panel", gap: "2" }),
            )}
          >
            <SvgIcon icon={Award} size={16} />
            {badgeLabel}
          </span>
          {heading.eyebrow ? <p className={classes.eyebrow}>{heading.eyebrow}</p> : null}
          <h1 id="process-title" className={classes.title}>
            {heading.title}
          </h1>
          {heading.text ? <p className={cx(classes.lead, css({ maxW: "3xl" }))}>{heading.text}</p> : null}
        </div>
        <div className={css({ mt: { base: "10", md: "16" } })}>
          <StatsBand stats={stats} />
        </div>
      </div>
    </section>
  );
}
