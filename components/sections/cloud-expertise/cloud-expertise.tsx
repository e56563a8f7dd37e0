import type { ServicePageQueryResult } from "../../../lib/sanity/sanity.types.ts";
import { css, cx } from "../../../styled-system/css/index.mjs";
import { cardGrid, sectionHeading } from "../../../styled-system/recipes/index.mjs";
import { ContentIcon } from "../../ui/content-icon.tsx";
import type { HeadingContent } from "../section-heading.tsx";
import { SectionShell } from "../section-shell.tsx";

type ExpertiseContent = NonNullable<NonNullable<ServicePageQueryResult>["cloudExpertise"]>["cards"][number];

/** The cloud expertise grid on a dark band (Cloud Solutions). */
export function CloudExpertise({ heading, cards }: { heading: HeadingContent; cards: ExpertiseContent[] }) {
  const headingClasses = sectionHeading({ align: "center" });
  return (
    <SectionShell
      id="cloud-expertise"
      labelledBy="cloud-expertise-title"
      className={css({ bg: "ink.950", color: "white" })}
    >
      <div className={headingClasses.root}>
        {heading.eyebrow ? (
          <p className={cx(headingClasses.eyebrow, css({ color: "brand.300" }))}>{heading.eyebrow}</p>
        ) : null}
        <h2 id="cloud-expertise-title" className={cx(headingClasses.title, css({ color: "inherit" }))}>
          {heading.title}
        </h2>
        {heading.text ? (
          <p className={cx(headingClasses.text, css({ color: "ink.300" }))}>{heading.text}</p>
        ) : null}
      </div>
      <ul className={cardGrid({ spaced: true })}>
        {cards.map((card) => (
          <li
            key={card._key}
            className={css({
              display: "flex",
              flexDirection: "column",
              gap: "3",
              p: { base: "5", md: "6" },
              borderRadius: "l3",
              borderWidth: "1px",
              borderColor: "whiteAlpha.200",
              bg: "whiteAlpha.50",
            })}
          >
            <div className={css({ color: "brand.300" })}>
              <ContentIcon name={card.icon} size={28} />
            </div>
            <h3 className={css({ fontFamily: "heading", textStyle: "lg", fontWeight: "bold" })}>
              {card.title}
            </h3>
            <p className={css({ color: "ink.300" })}>{card.description}</p>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
