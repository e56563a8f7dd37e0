/**
 * The value at percentile `p` (0–100) of `values` by nearest rank: the smallest value with at least p% of
 * the values at or below it. NaN when there are none.
 * @param {number[]} values
 * @param {number} p
 */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

/** How many runs a bench's median takes (BENCH_RUNS, default 1); a part may ask for more. */
export const benchRuns = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));

/** The middle value (the lower of the two middle ones for an even count). */
export const median = (values) => percentile(values, 50);
