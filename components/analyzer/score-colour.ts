/** Score colours of the analyzer (spec §2): green at 80 or above, yellow at 60 or above, otherwise red. */
export type ScoreColour = "green" | "yellow" | "red";

export function scoreColour(score: number): ScoreColour {
  if (score >= 80) return "green";
  if (score >= 60) return "yellow";
  return "red";
}

/** Badge palette of an issue's impact or a recommendation's priority. */
export function levelPalette(level: "high" | "medium" | "low"): "red" | "orange" | "gray" {
  if (level === "high") return "red";
  if (level === "medium") return "orange";
  return "gray";
}
