import type { AboutPageQueryResult } from "@/lib/sanity/sanity.types";
import { css, cx } from "@/styled-system/css";
import { surfaceCard } from "@/styled-system/recipes";

/** One figure as the queries project it (the about page's, like every page with figures). */
export type StatContent = NonNullable<AboutPageQueryResult>["stats"][number];

const columns = [
  css({ gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", lg: "repeat(1, minmax(0, 1fr))" } }),
  css({ gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))" } }),
  css({ gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", lg: "repeat(3, minmax(0, 1fr))" } }),
  css({ gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", lg: "repeat(4, minmax(0, 1fr))" } }),
];

/** Two abreast on a phone; on wide screens every figure in one row, four at most. */
const columnsFor = (count: number) => columns[Math.min(Math.max(count, 1), 4) - 1];

/** Headline figures as a description list, the figure above its label. */
export function StatsBand({ stats }: { stats: StatContent[] }) {
  return (
    <dl className={cx(css({ display: "grid", gap: "4" }), columnsFor(stats.length))}>
      {stats.map((stat) => (
        <div
          key={stat._key}
          className={cx(surfaceCard({ tone: "muted" }), css({ gap: "1", textAlign: "center" }))}
        >
          <dt className={css({ textStyle: "sm", color: "fg.muted", order: 2 })}>{stat.label}</dt>
          <dd
            className={css({
              fontFamily: "heading",
              textStyle: { base: "3xl", md: "4xl" },
              fontWeight: "bold",
              color: "brand.fg",
              order: 1,
            })}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
