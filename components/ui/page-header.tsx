import type { ReactNode } from "react";
import { css, cx } from "../../styled-system/css/index.mjs";
import { pageOpening, sectionContainer } from "../../styled-system/recipes/index.mjs";

interface PageHeaderProps {
  eyebrow?: string;
  title: string;
  description?: string;
  children?: ReactNode;
}

/** The opening band of an inner page: eyebrow, the page's one h1, and a lead paragraph. */
export function PageHeader({ eyebrow, title, description, children }: PageHeaderProps) {
  const classes = pageOpening();
  return (
    <section
      className={cx(classes.root, css({ pt: { base: "14", md: "20" }, pb: { base: "12", md: "16" } }))}
    >
      <div className={sectionContainer()}>
        <div className={css({ maxW: "3xl" })}>
          {eyebrow ? <p className={cx(classes.eyebrow, css({ mb: "4" }))}>{eyebrow}</p> : null}
          <h1 className={classes.title}>{title}</h1>
          {description ? <p className={cx(classes.lead, css({ mt: "5" }))}>{description}</p> : null}
          {children}
        </div>
      </div>
    </section>
  );
}
