import { type StatFigureVariantProps, statFigure } from "@/styled-system/recipes";

/** One key figure as the queries project it: its value and the label under it. */
export interface StatFigureContent {
  value: string;
  label: string;
}

/** A figure beside a brand rule inside a `dl`: the hero's, each industry's and the pages' stat bands. */
export function StatFigure({ stat, ...variants }: { stat: StatFigureContent } & StatFigureVariantProps) {
  const classes = statFigure(variants);
  return (
    <div className={classes.root}>
      <dt className={classes.label}>{stat.label}</dt>
      <dd className={classes.value}>{stat.value}</dd>
    </div>
  );
}
