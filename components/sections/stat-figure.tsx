import type { AboutPageQueryResult } from "../../lib/sanity/sanity.types.ts";
import { type StatFigureVariantProps, statFigure } from "../../styled-system/recipes/index.mjs";

/** One figure as the queries project it (the about page's, like every page with figures). */
export type StatContent = NonNullable<AboutPageQueryResult>["stats"][number];

/** A figure beside a brand rule inside a `dl`: the hero's, each industry's and the pages' stat bands. */
export function StatFigure({ stat, ...variants }: { stat: StatContent } & StatFigureVariantProps) {
  const classes = statFigure(variants);
  return (
    <div className={classes.root}>
      <dt className={classes.label}>{stat.label}</dt>
      <dd className={classes.value}>{stat.value}</dd>
    </div>
  );
}
