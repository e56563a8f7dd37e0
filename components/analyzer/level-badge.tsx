import { cx } from "../../styled-system/css/index.mjs";
import { badge } from "../../styled-system/recipes/index.mjs";
import { levelPalette, paletteClass } from "./score-colour.ts";

const subtle = badge({ variant: "subtle" });

/** An issue's impact or a recommendation's priority, in its colour. */
export function LevelBadge({ level }: { level: "high" | "medium" | "low" }) {
  return <span className={cx(subtle, paletteClass[levelPalette(level)])}>{level}</span>;
}
