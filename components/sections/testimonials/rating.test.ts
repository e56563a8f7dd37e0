import { describe, expect, it } from "vitest";
import { filledStars, MAX_RATING } from "./rating.ts";

describe("filledStars", () => {
  it("fills one star per point of a rating from 1 to 5", () => {
    expect([1, 2, 3, 4, 5].map(filledStars)).toEqual([1, 2, 3, 4, 5]);
  });

  it("never shows more than five stars, nor fewer than none", () => {
    expect(filledStars(7)).toBe(MAX_RATING);
    expect(filledStars(-2)).toBe(0);
    expect(filledStars(Number.NaN)).toBe(0);
  });
});
