import { css } from "../../styled-system/css/index.mjs";

/** Score colours of the analyzer: green at 80 or above, yellow at 60 or above, otherwise red. */
export type ScoreColour = "green" | "yellow" | "red";

export function scoreColour(score: number): ScoreColour {
  if (score >= 80) return "green";
  if (score >= 60) return "yellow";
  return "red";
}

export type LevelPalette = "red" | "orange" | "gray";

/** Badge palette of an issue's impact or a recommendation's priority. */
export function levelPalette(level: "high" | "medium" | "low"): LevelPalette {
  if (level === "high") return "red";
  if (level === "medium") return "orange";
  return "gray";
}

// Written out so Panda's extraction sees each palette: a class built from a variable would not exist.
export const paletteClass: Record<ScoreColour | LevelPalette, string> = {
  green: css({ colorPalette: "green" }),
  yellow: css({ colorPalette: "yellow" }),
  red: css({ colorPalette: "red" }),
  orange: css({ colorPalette: "orange" }),
  gray: css({ colorPalette: "gray" }),
};
