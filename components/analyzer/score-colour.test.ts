import { describe, expect, it } from "vitest";
import { levelPalette, scoreColour } from "./score-colour.ts";

describe("scoreColour", () => {
  it.each([
    [100, "green"],
    [80, "green"],
    [79, "yellow"],
    [60, "yellow"],
    [59.9, "red"],
    [0, "red"],
  ])("%d is %s", (score, colour) => {
    expect(scoreColour(score)).toBe(colour);
  });
});

describe("levelPalette", () => {
  it("shows high red, medium orange and low grey", () => {
    expect([levelPalette("high"), levelPalette("medium"), levelPalette("low")]).toEqual([
      "red",
      "orange",
      "gray",
    ]);
  });
});
