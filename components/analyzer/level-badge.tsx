import type { AnalyzerWords } from "../../lib/seo/words.ts";
import { cx } from "../../styled-system/css/index.mjs";
import { badge } from "../../styled-system/recipes/index.mjs";
import { levelPalette, paletteClass } from "./score-colour.ts";

const subtle = badge({ variant: "subtle" });

/** An issue's impact or a recommendation's priority, in its colour. */
export function LevelBadge({ level, words }: { level: "high" | "medium" | "low"; words: AnalyzerWords }) {
  return <span className={cx(subtle, paletteClass[levelPalette(level)])}>{words.levels[level]}</span>;
}
