import { gradientCss } from "../../../lib/content/design-options.ts";
import type { ServicePageQueryResult } from "../../../lib/sanity/sanity.types.ts";
import { css } from "../../../styled-system/css/index.mjs";
import { cardGrid, iconTile, surfaceCard } from "../../../styled-system/recipes/index.mjs";
import { ContentIcon } from "../../ui/content-icon.tsx";
import { type HeadingContent, SectionHeading } from "../section-heading.tsx";
import { SectionShell } from "../section-shell.tsx";

type CapabilityContent = NonNullable<ServicePageQueryResult>["capabilities"][number];

interface CapabilityGridProps {
  heading: HeadingContent | null;
  cards: CapabilityContent[];
  gradient: string;
}

/** The four capability cards every service page has (anchor #capabilities). */
export function CapabilityGrid({ heading, cards, gradient }: CapabilityGridProps) {
  return (
    <SectionShell id="capabilities" labelledBy={heading ? "capabilities-title" : undefined} tone="subtle">
      {heading ? <SectionHeading heading={heading} id="capabilities-title" /> : null}
      <ul className={cardGrid({ spaced: Boolean(heading) })}>
        {cards.map((card) => (
          <li key={card._key} className={surfaceCard()} data-capability="">
            <span
              className={iconTile({ tone: "gradient" })}
              style={{ backgroundImage: gradientCss(gradient) }}
            >
              <ContentIcon name={card.icon} size={22} />
            </span>
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
