import type { AboutPageQueryResult } from "@/lib/sanity/sanity.types";
import { css, cx } from "@/styled-system/css";
import { statFigure } from "@/styled-system/recipes";

/** One figure as the queries project it (the about page's, like every page with figures). */
export type StatContent = NonNullable<AboutPageQueryResult>["stats"][number];

const columns = [
  css({ gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", lg: "repeat(1, minmax(0, 1fr))" } }),
  css({ gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))" } }),
  css({ gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", lg: "repeat(3, minmax(0, 1fr))" } }),
  css({ gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", lg: "repeat(4, minmax(0, 1fr))" } }),
];

const figure = statFigure();
const value = cx(figure.value, css({ textStyle: { base: "3xl", md: "4xl" }, color: "brand.fg" }));

/** Two abreast on a phone; on wide screens every figure in one row, four at most. */
const columnsFor = (count: number) => columns[Math.min(Math.max(count, 1), 4) - 1];

/** Headline figures as a description list, each figure above its label beside a brand rule. */
export function StatsBand({ stats }: { stats: StatContent[] }) {
  return (
    <dl className={cx(css({ display: "grid", columnGap: "6", rowGap: "8" }), columnsFor(stats.length))}>
      {stats.map((stat) => (
        <div key={stat._key} className={figure.root}>
          <dt className={figure.label}>{stat.label}</dt>
          <dd className={value}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
