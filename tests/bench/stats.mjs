/** The middle value of `values` (the upper of the two middle ones for an even count). */
export function median(values) {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}
