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
interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}
export function misses(
  figures: { mobile: Scores; desktop: Scores; jsKiB: number; indexable?: boolean },
  original?: { performance: number },
): string[];
export function tapMisses(
  row: { inp: { median: number }; form?: { median: number } },
  original?: { dialog?: number[] },
): string[];
