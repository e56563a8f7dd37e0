/** Ratings are out of five stars (shown as x.x/5.0). */
export const MAX_RATING = 5;

/** How many of the five stars are filled for a rating; out-of-range ratings are clamped. */
export function filledStars(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(MAX_RATING, Math.max(0, Math.round(rating)));
}
