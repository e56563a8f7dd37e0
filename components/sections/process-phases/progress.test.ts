import { describe, expect, it } from "vitest";
import { phaseProgress } from "./progress.ts";

const progressOf = (count: number) =>
  Array.from({ length: count }, (_, index) => phaseProgress(index, count));

describe("phaseProgress", () => {
  it("gives the spec's values for seven phases", () => {
    expect(progressOf(7)).toEqual([14, 28, 42, 56, 70, 84, 100]);
  });

  it("follows the number of phases", () => {
    expect(progressOf(4)).toEqual([25, 50, 75, 100]);
    expect(progressOf(3)).toEqual([33, 66, 100]);
    expect(progressOf(1)).toEqual([100]);
    expect(progressOf(6)).toEqual([16, 32, 48, 64, 80, 100]);
  });

  it("always rises and ends at 100", () => {
    for (let count = 1; count <= 30; count++) {
      const values = progressOf(count);
      expect(values.at(-1)).toBe(100);
      for (let i = 1; i < values.length; i++) expect(values[i]).toBeGreaterThan(values[i - 1] ?? 0);
    }
  });

  it("rejects a position outside the process", () => {
    expect(() => phaseProgress(7, 7)).toThrow(RangeError);
    expect(() => phaseProgress(0, 0)).toThrow(RangeError);
  });
});
