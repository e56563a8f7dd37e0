import type { ServicePageQueryResult } from "../../../lib/sanity/sanity.types.ts";
import { css, cx } from "../../../styled-system/css/index.mjs";
import { cardGrid, surfaceCard } from "../../../styled-system/recipes/index.mjs";
import { ContentIcon } from "../../ui/content-icon.tsx";
import { type HeadingContent, SectionHeading } from "../section-heading.tsx";
import { SectionShell } from "../section-shell.tsx";

type ServiceTileContent = NonNullable<NonNullable<ServicePageQueryResult>["cloudServices"]>["cards"][number];

/** Compact tiles listing the services of an offering (Cloud Solutions' cloud services). */
export function ServiceTiles({ heading, cards }: { heading: HeadingContent; cards: ServiceTileContent[] }) {
  return (
    <SectionShell id="cloud-services" labelledBy="cloud-services-title">
      <SectionHeading heading={heading} id="cloud-services-title" />
      <ul className={cardGrid({ gap: "4", spaced: true })}>
        {cards.map((card) => (
          <li key={card._key} className={cx(surfaceCard({ tone: "muted" }), css({ gap: "2", p: "5" }))}>
            <div className={css({ display: "flex", alignItems: "center", gap: "3" })}>
              <span className={css({ display: "inline-flex", color: "brand.fg", flexShrink: 0 })}>
                <ContentIcon name={card.icon} size={20} />
              </span>
              <h3 className={css({ fontFamily: "heading", textStyle: "md", fontWeight: "bold" })}>
                {card.title}
              </h3>
            </div>
            <p className={css({ textStyle: "sm", color: "fg.muted" })}>{card.description}</p>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
