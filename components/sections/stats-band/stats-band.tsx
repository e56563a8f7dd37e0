import { css, cx } from "../../../styled-system/css/index.mjs";
import { type StatContent, StatFigure } from "../stat-figure.tsx";

const columns = [
  css({ gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", lg: "repeat(1, minmax(0, 1fr))" } }),
  css({ gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))" } }),
  css({ gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", lg: "repeat(3, minmax(0, 1fr))" } }),
  css({ gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", lg: "repeat(4, minmax(0, 1fr))" } }),
];

/** Two abreast on a phone; on wide screens every figure in one row, four at most. */
const columnsFor = (count: number) => columns[Math.min(Math.max(count, 1), 4) - 1];

/** Headline figures as a description list, each figure above its label beside a brand rule. */
export function StatsBand({ stats }: { stats: StatContent[] }) {
  return (
    <dl className={cx(css({ display: "grid", columnGap: "6", rowGap: "8" }), columnsFor(stats.length))}>
      {stats.map((stat) => (
        <StatFigure key={stat._key} stat={stat} tone="brand" size="lg" />
      ))}
    </dl>
  );
}
