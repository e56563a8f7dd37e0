import NextLink from "next/link";
import { css, cx } from "../../../styled-system/css/index.mjs";
import { button, ruledBlock } from "../../../styled-system/recipes/index.mjs";
import { SectionHeading } from "../section-heading.tsx";
import { SectionShell } from "../section-shell.tsx";
import type { HomeContent } from "../types.ts";

/** Steps are numbered by position, so reordering them in the Studio renumbers them. */
export const stepNumber = (index: number) => String(index + 1).padStart(2, "0");

const stack = css({ display: "flex", flexDirection: "column" });

export function About({ about }: { about: HomeContent["about"] }) {
  return (
    <SectionShell id="about" labelledBy="about-title">
      <div
        className={css({
          display: "grid",
          gridTemplateColumns: { base: "repeat(1, minmax(0, 1fr))", lg: "repeat(5, minmax(0, 1fr))" },
          gap: { base: "10", lg: "16" },
          alignItems: "start",
        })}
      >
        <div className={cx(stack, css({ gap: "8", gridColumn: { lg: "span 2" } }))}>
          <SectionHeading heading={about.heading} id="about-title" align="start" size="lg" />
          <div className={css({ display: "flex", alignItems: "center", gap: "3", flexWrap: "wrap" })}>
            <NextLink href={about.primary.href} className={button({ size: "lg" })}>
              {about.primary.label}
            </NextLink>
            <NextLink href={about.secondary.href} className={button({ size: "lg", variant: "outline" })}>
              {about.secondary.label}
            </NextLink>
          </div>
        </div>
        <div className={cx(stack, css({ gap: "6", gridColumn: { lg: "span 3" } }))}>
          <h3 className={css({ fontFamily: "heading", textStyle: "xl", fontWeight: "bold" })}>
            {about.stepsTitle}
          </h3>
          <AboutSteps steps={about.steps} />
        </div>
      </div>
    </SectionShell>
  );
}

const stepColumns = {
  two: css({ gridTemplateColumns: { base: "repeat(1, minmax(0, 1fr))", sm: "repeat(2, minmax(0, 1fr))" } }),
  four: css({
    gridTemplateColumns: {
      base: "repeat(1, minmax(0, 1fr))",
      sm: "repeat(2, minmax(0, 1fr))",
      lg: "repeat(4, minmax(0, 1fr))",
    },
  }),
};

/** The numbered working steps; the about page shows them under its own heading, four abreast when wide. */
export function AboutSteps({
  steps,
  headingLevel: StepHeading = "h4",
  wide = false,
}: {
  steps: HomeContent["about"]["steps"];
  headingLevel?: "h3" | "h4";
  wide?: boolean;
}) {
  return (
    <ol
      className={cx(
        css({ display: "grid", listStyleType: "none", columnGap: "8", rowGap: "10" }),
        stepColumns[wide ? "four" : "two"],
      )}
    >
      {steps.map((step, index) => (
        <li key={step._key} className={cx(ruledBlock(), css({ gap: "2" }))}>
          <div
            className={css({
              display: "flex",
              justifyContent: "space-between",
              alignItems: "baseline",
              gap: "2",
            })}
          >
            <p
              className={css({
                fontFamily: "heading",
                textStyle: "3xl",
                fontWeight: "bold",
                color: "brand.fg",
              })}
              aria-hidden="true"
            >
              {stepNumber(index)}
            </p>
            <p className={css({ textStyle: "sm", color: "fg.muted", fontWeight: "medium" })}>
              {step.duration}
            </p>
          </div>
          <StepHeading className={css({ fontFamily: "heading", textStyle: "lg", fontWeight: "bold" })}>
            {step.title}
          </StepHeading>
          <p className={css({ color: "fg.muted" })}>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
