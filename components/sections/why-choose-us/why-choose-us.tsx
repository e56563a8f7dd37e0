import type { ProcessPageQueryResult } from "../../../lib/sanity/sanity.types.ts";
import { css, cx } from "../../../styled-system/css/index.mjs";
import { cardGrid, surfaceCard } from "../../../styled-system/recipes/index.mjs";
import { ContentIcon } from "../../ui/content-icon.tsx";
import { type HeadingContent, SectionHeading } from "../section-heading.tsx";
import { SectionShell } from "../section-shell.tsx";

type ReasonContent = NonNullable<ProcessPageQueryResult>["whyChooseUs"][number];

export function WhyChooseUs({ heading, cards }: { heading: HeadingContent | null; cards: ReasonContent[] }) {
  return (
    <SectionShell id="why-choose-us" labelledBy="why-title" tone="subtle">
      <SectionHeading heading={heading} id="why-title" />
      <ul className={cardGrid({ spaced: true })}>
        {cards.map((card) => (
          <li key={card._key} className={cx(surfaceCard(), css({ gap: "3" }))}>
            <div
              className={css({
                display: "inline-flex",
                alignItems: "center",
                justifyContent: "center",
                boxSize: "12",
                borderRadius: "l2",
                bg: "brand.muted",
                color: "brand.fg",
              })}
            >
              <ContentIcon name={card.icon} size={22} />
            </div>
            <h3 className={css({ fontFamily: "heading", textStyle: "lg", fontWeight: "bold", mt: "2" })}>
              {card.title}
            </h3>
            <p className={css({ color: "fg.muted" })}>{card.description}</p>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
