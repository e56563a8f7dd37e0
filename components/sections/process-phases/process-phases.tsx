import { CircleCheck, Clock } from "lucide";
import type { ProcessPageQueryResult } from "../../../lib/sanity/sanity.types.ts";
import { css, cx } from "../../../styled-system/css/index.mjs";
import { badge, surfaceCard } from "../../../styled-system/recipes/index.mjs";
import { SvgIcon } from "../../ui/svg-icon.tsx";
import { stepNumber } from "../about/about.tsx";
import { type HeadingContent, SectionHeading } from "../section-heading.tsx";
import { SectionShell } from "../section-shell.tsx";
import { phaseProgress } from "./progress.ts";

export type PhaseContent = NonNullable<ProcessPageQueryResult>["phases"][number];

const column = css({ display: "flex", flexDirection: "column" });

function PhaseProgress({ value, labelledBy }: { value: number; labelledBy: string }) {
  return (
    <div className={css({ display: "flex", alignItems: "center", gap: "3" })} data-phase-progress={value}>
      <div
        role="progressbar"
        aria-labelledby={labelledBy}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className={css({ flex: "1", h: "2", bg: "bg.muted", borderRadius: "full", overflow: "hidden" })}
      >
        <div
          className={css({
            h: "full",
            borderRadius: "full",
            bgGradient: "to-r",
            gradientFrom: "brand.400",
            gradientTo: "brand.700",
          })}
          style={{ width: `${value}%` }}
        />
      </div>
      <p
        className={css({
          textStyle: "sm",
          fontWeight: "semibold",
          color: "brand.fg",
          minW: "10",
          textAlign: "end",
          fontVariantNumeric: "tabular-nums",
        })}
        aria-hidden="true"
      >
        {`${value}%`}
      </p>
    </div>
  );
}

/** The number on the timeline, and the line down to the next phase. */
function PhaseMarker({ index, last }: { index: number; last: boolean }) {
  return (
    <div className={cx(column, css({ alignItems: "center", flexShrink: 0 }))} aria-hidden="true">
      <div
        className={css({
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          boxSize: { base: "10", md: "14" },
          borderRadius: "full",
          bg: "brand.solid",
          color: "brand.contrast",
          fontFamily: "heading",
          fontWeight: "bold",
          textStyle: { base: "sm", md: "lg" },
          boxShadow: "glow",
        })}
      >
        {stepNumber(index)}
      </div>
      {last ? null : (
        <div
          className={css({
            flex: "1",
            w: "2px",
            bg: "brand.emphasized",
            mt: "2",
            mb: { base: "-6", md: "-8" },
          })}
        />
      )}
    </div>
  );
}

/** The delivery phases as a numbered timeline; number and progress both come from each phase's position. */
export function ProcessPhases({
  heading,
  phases,
}: {
  heading: HeadingContent | null;
  phases: PhaseContent[];
}) {
  return (
    <SectionShell id="phases" labelledBy="phases-title">
      <SectionHeading heading={heading} id="phases-title" />
      <ol
        className={cx(
          column,
          css({ listStyleType: "none", gap: { base: "6", md: "8" }, mt: { base: "10", md: "14" } }),
        )}
      >
        {phases.map((phase, index) => {
          const titleId = `phase-${index + 1}-title`;
          return (
            <li
              key={phase._key}
              className={css({ display: "flex", gap: { base: "3", md: "6" } })}
              data-phase=""
            >
              <PhaseMarker index={index} last={index === phases.length - 1} />
              <div className={cx(surfaceCard(), css({ flex: "1", gap: "5" }))}>
                <div
                  className={css({
                    display: "grid",
                    gridTemplateColumns: {
                      base: "repeat(1, minmax(0, 1fr))",
                      lg: "repeat(2, minmax(0, 1fr))",
                    },
                    gap: { base: "5", lg: "10" },
                  })}
                >
                  <div className={cx(column, css({ gap: "3" }))}>
                    <div
                      className={css({
                        display: "flex",
                        alignItems: "center",
                        gap: "3",
                        flexWrap: "wrap",
                        justifyContent: "space-between",
                      })}
                    >
                      <h3
                        id={titleId}
                        className={css({
                          fontFamily: "heading",
                          textStyle: { base: "lg", md: "xl" },
                          fontWeight: "bold",
                        })}
                      >
                        {phase.title}
                      </h3>
                      <span
                        className={cx(
                          badge({ variant: "subtle", size: "md" }),
                          css({ colorPalette: "gray", gap: "1.5" }),
                        )}
                      >
                        <SvgIcon icon={Clock} size={14} />
                        {phase.duration}
                      </span>
                    </div>
                    <p className={css({ color: "fg.muted" })}>{phase.description}</p>
                  </div>
                  <ul
                    className={css({
                      display: "grid",
                      gridTemplateColumns: { sm: "1fr 1fr" },
                      gap: "2.5",
                      listStyleType: "none",
                    })}
                  >
                    {phase.bullets.map((bullet) => (
                      <li
                        key={bullet}
                        className={css({
                          display: "flex",
                          alignItems: "flex-start",
                          gap: "2",
                          textStyle: "sm",
                        })}
                      >
                        <SvgIcon
                          icon={CircleCheck}
                          size={16}
                          className={css({ color: "brand.fg", mt: "0.5", flexShrink: 0 })}
                        />
                        {bullet}
                      </li>
                    ))}
                  </ul>
                </div>
                <PhaseProgress value={phaseProgress(index, phases.length)} labelledBy={titleId} />
              </div>
            </li>
          );
        })}
      </ol>
    </SectionShell>
  );
}
