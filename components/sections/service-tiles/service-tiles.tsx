import { ContentIcon } from "@/components/ui/content-icon";
import { css, cx } from "@/styled-system/css";
import { surfaceCard } from "@/styled-system/recipes";
import { type HeadingContent, SectionHeading } from "../section-heading";
import { SectionShell } from "../section-shell";
import type { IconCardContent } from "../why-choose-us/why-choose-us";

/** Compact tiles listing the services of an offering (Cloud Solutions' cloud services). */
export function ServiceTiles({ heading, cards }: { heading: HeadingContent; cards: IconCardContent[] }) {
  return (
    <SectionShell id="cloud-services" labelledBy="cloud-services-title">
      <SectionHeading heading={heading} id="cloud-services-title" />
      <ul
        className={css({
          display: "grid",
          listStyleType: "none",
          gridTemplateColumns: {
            base: "repeat(1, minmax(0, 1fr))",
            sm: "repeat(2, minmax(0, 1fr))",
            lg: "repeat(4, minmax(0, 1fr))",
          },
          gap: "4",
          mt: { base: "10", md: "14" },
        })}
      >
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
