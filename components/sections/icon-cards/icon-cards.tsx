import type { AboutPageQueryResult } from "../../../lib/sanity/sanity.types.ts";
import { css, cx } from "../../../styled-system/css/index.mjs";
import { cardGrid, iconTile, surfaceCard } from "../../../styled-system/recipes/index.mjs";
import { ContentIcon } from "../../ui/content-icon.tsx";
import { type HeadingContent, SectionHeading } from "../section-heading.tsx";
import { SectionShell } from "../section-shell.tsx";

export type IconCardContent = NonNullable<AboutPageQueryResult>["values"][number];

/** A heading over a grid of icon cards: the careers benefits, the about page's values. */
export function IconCards({
  id,
  heading,
  cards,
  muted = false,
}: {
  id: string;
  heading: HeadingContent | null;
  cards: IconCardContent[];
  muted?: boolean;
}) {
  return (
    <SectionShell id={id} labelledBy={`${id}-title`} tone={muted ? "subtle" : "plain"}>
      <SectionHeading heading={heading} id={`${id}-title`} />
      <ul className={cardGrid({ gap: "5", spaced: true })}>
        {cards.map((card) => (
          <li key={card._key} className={cx(surfaceCard({ interactive: true }), css({ gap: "3" }))}>
            <span className={iconTile({ tone: "soft" })}>
              <ContentIcon name={card.icon} size={22} />
            </span>
            <h3 className={css({ fontFamily: "heading", textStyle: "lg", fontWeight: "bold" })}>
              {card.title}
            </h3>
            <p className={css({ color: "fg.muted" })}>{card.description}</p>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
