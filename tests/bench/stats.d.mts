export function percentile(values: number[], p: number): number;
export function median(values: number[]): number;
export const benchRuns: number;
