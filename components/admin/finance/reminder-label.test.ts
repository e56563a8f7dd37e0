import { describe, expect, it } from "vitest";
import { reminderStepLabel } from "./reminder-label.ts";

describe("reminderStepLabel", () => {
  it("names each step by its day relative to the due date", () => {
    expect([-3, -1, 0, 1, 7, 14].map(reminderStepLabel)).toEqual([
      "3 days before due",
      "1 day before due",
      "On the due date",
      "1 day after due",
      "7 days after due",
      "14 days after due",
    ]);
  });
});
