import type { ServicePageQueryResult } from "../../../lib/sanity/sanity.types.ts";
import { css, cx } from "../../../styled-system/css/index.mjs";
import { ruledBlock } from "../../../styled-system/recipes/index.mjs";
import { stepNumber } from "../about/about.tsx";
import { SectionHeading } from "../section-heading.tsx";
import { SectionShell } from "../section-shell.tsx";

export type ProcessListContent = NonNullable<NonNullable<ServicePageQueryResult>["processList"]>;

const columns = {
  // More than four items wrap onto a second row: two abreast from tablets keeps those rows even.
  many: css({
    gridTemplateColumns: {
      base: "repeat(1, minmax(0, 1fr))",
      md: "repeat(2, minmax(0, 1fr))",
      lg: "repeat(4, minmax(0, 1fr))",
    },
  }),
  few: css({
    gridTemplateColumns: {
      base: "repeat(1, minmax(0, 1fr))",
      sm: "repeat(2, minmax(0, 1fr))",
      lg: "repeat(4, minmax(0, 1fr))",
    },
  }),
};

/** A numbered list (a service's process or its capabilities); numbers come from position. */
export function ProcessList({ list }: { list: ProcessListContent }) {
  return (
    <SectionShell id="process" labelledBy="process-title" tone="subtle">
      <SectionHeading heading={list.heading} id="process-title" />
      <ol
        className={cx(
          css({
            display: "grid",
            listStyleType: "none",
            gap: { base: "8", md: "6" },
            mt: { base: "10", md: "14" },
          }),
          columns[list.items.length > 4 ? "many" : "few"],
        )}
      >
        {list.items.map((item, index) => (
          <li key={item._key} className={ruledBlock()}>
            <div
              aria-hidden="true"
              className={css({
                fontFamily: "heading",
                textStyle: "3xl",
                fontWeight: "bold",
                color: "brand.fg",
                lineHeight: "1",
              })}
            >
              {stepNumber(index)}
            </div>
            <h3 className={css({ fontFamily: "heading", textStyle: "lg", fontWeight: "bold" })}>
              {item.title}
            </h3>
            <p className={css({ color: "fg.muted" })}>{item.text}</p>
          </li>
        ))}
      </ol>
    </SectionShell>
  );
}
