import type { LighthouseFigures } from "./lighthouse.mjs";

export const targets: Record<
  | "mobilePerformance"
  | "desktopPerformance"
  | "accessibility"
  | "bestPractices"
  | "seo"
  | "lcpMs"
  | "tbtMs"
  | "cls"
  | "jsKiB"
  | "islandFirstOpenMs"
  | "wizardVisibleMs"
  | "firstTapInpMs",
  number
>;
type Scores = Omit<LighthouseFigures, "paintMs" | "hostIndex">;
export function misses(
  figures: { mobile: Scores; desktop: Scores; jsKiB: number; indexable?: boolean },
  original?: { performance: number },
): string[];
export function tapMisses(
  row: { inp: { median: number }; form?: { median: number } },
  original?: { dialog?: number[] },
): string[];
export function earlyTapMisses(row: {
  lost: number;
  runs: number;
  response: { median?: number };
  done?: { median?: number };
  navigation?: { median?: number };
}): string[];
