import type { ServicePageQueryResult } from "../../../lib/sanity/sanity.types.ts";
import { css } from "../../../styled-system/css/index.mjs";
import { SectionHeading } from "../section-heading.tsx";
import { SectionShell } from "../section-shell.tsx";

export type TechnologiesContent = NonNullable<NonNullable<ServicePageQueryResult>["technologies"]>;

export function Technologies({ technologies }: { technologies: TechnologiesContent }) {
  return (
    <SectionShell id="technologies" labelledBy="technologies-title">
      <SectionHeading heading={technologies.heading} id="technologies-title" />
      <ul
        className={css({
          display: "flex",
          flexWrap: "wrap",
          listStyleType: "none",
          gap: "3",
          justifyContent: "center",
          mt: { base: "8", md: "10" },
          maxW: "4xl",
          mx: "auto",
        })}
      >
        {technologies.items.map((item) => (
          <li
            key={item}
            className={css({
              px: "5",
              py: "2.5",
              borderRadius: "full",
              borderWidth: "1px",
              borderColor: "border",
              bg: "bg.panel",
              fontWeight: "semibold",
              boxShadow: "xs",
            })}
          >
            {item}
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
