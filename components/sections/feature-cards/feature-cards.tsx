import type { ServicePageQueryResult } from "../../../lib/sanity/sanity.types.ts";
import { css, cx } from "../../../styled-system/css/index.mjs";
import { cardGrid, iconTile, surfaceCard } from "../../../styled-system/recipes/index.mjs";
import { ContentIcon } from "../../ui/content-icon.tsx";
import { type HeadingContent, SectionHeading } from "../section-heading.tsx";
import { SectionShell } from "../section-shell.tsx";

type FeatureContent = NonNullable<NonNullable<ServicePageQueryResult>["features"]>["cards"][number];

/** Feature cards of a service: icon beside title and text, two to a row. */
export function FeatureCards({ heading, cards }: { heading: HeadingContent; cards: FeatureContent[] }) {
  return (
    <SectionShell id="features" labelledBy="features-title">
      <SectionHeading heading={heading} id="features-title" />
      <ul className={cardGrid({ columns: "md2", spaced: true })}>
        {cards.map((card) => (
          <li
            key={card._key}
            className={cx(surfaceCard(), css({ flexDirection: "row", gap: "5", alignItems: "flex-start" }))}
          >
            <span className={iconTile({ tone: "round" })}>
              <ContentIcon name={card.icon} size={22} />
            </span>
            <div className={css({ display: "flex", flexDirection: "column", gap: "1.5" })}>
              <h3 className={css({ fontFamily: "heading", textStyle: "lg", fontWeight: "bold" })}>
                {card.title}
              </h3>
              <p className={css({ color: "fg.muted" })}>{card.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
