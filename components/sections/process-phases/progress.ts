/**
 * How far through the process a phase is, in whole percent, from its position alone. Each phase adds
 * the same whole-percent share and the last one completes the bar: 14, 28, 42, 56, 70, 84, 100 for
 * seven phases, 25, 50, 75, 100 for four. The share is rounded down so the bar never fills early.
 */
export function phaseProgress(index: number, count: number): number {
  if (count <= 0 || index < 0 || index >= count) throw new RangeError(`no phase ${index} of ${count}`);
  if (index === count - 1) return 100;
  return Math.max(1, Math.floor(100 / count)) * (index + 1);
}
