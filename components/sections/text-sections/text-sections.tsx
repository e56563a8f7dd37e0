import type { AboutPageQueryResult } from "../../../lib/sanity/sanity.types.ts";
import { css, cx } from "../../../styled-system/css/index.mjs";
import { ruledBlock } from "../../../styled-system/recipes/index.mjs";
import { SectionShell } from "../section-shell.tsx";

export type TextSectionContent = NonNullable<AboutPageQueryResult>["story"][number];

/** Up to two abreast on tablets, the page's chosen count on wide screens. */
const columnClasses: Record<1 | 2 | 3, string> = {
  1: css({ gridTemplateColumns: "repeat(1, minmax(0, 1fr))" }),
  2: css({ gridTemplateColumns: { base: "repeat(1, minmax(0, 1fr))", md: "repeat(2, minmax(0, 1fr))" } }),
  3: css({
    gridTemplateColumns: {
      base: "repeat(1, minmax(0, 1fr))",
      md: "repeat(2, minmax(0, 1fr))",
      lg: "repeat(3, minmax(0, 1fr))",
    },
  }),
};

/** Titled paragraphs side by side: the about page's story, the test page's explanations. */
export function TextSections({
  id,
  label,
  sections,
  columns = 3,
}: {
  id: string;
  /** Names the band for assistive technology when it has no visible heading of its own. */
  label?: string;
  sections: TextSectionContent[];
  columns?: 1 | 2 | 3;
}) {
  return (
    <SectionShell id={id} aria-label={label} rhythm="compact">
      <div className={cx(css({ display: "grid", gap: { base: "8", md: "10" } }), columnClasses[columns])}>
        {sections.map((section) => (
          <div key={section._key} className={ruledBlock()}>
            <h2 className={css({ fontFamily: "heading", textStyle: "xl", fontWeight: "bold" })}>
              {section.title}
            </h2>
            <p className={css({ color: "fg.muted", textStyle: "md" })}>{section.text}</p>
          </div>
        ))}
      </div>
    </SectionShell>
  );
}
