import { describe, expect, it } from "vitest";
import { quoteSteps } from "../quote/steps.ts";
import { findHardCodedCount, QUOTE_STEP_COUNT } from "./step-count.ts";

describe("step counts", () => {
  it("reads the quote step count from the wizard's own list", () => {
    expect(QUOTE_STEP_COUNT).toBe(quoteSteps.length);
  });
});

describe("hard-coded counts", () => {
  it.each([
    ["Complete our 6-step process", "6-step"],
    ["We work in 7 phases", "7 phases"],
    ["It takes four steps", "four steps"],
    ["A Three-Stage rollout", "Three-Stage"],
    ["the 4 step wizard", "4 step"],
  ])("flags %j", (text, found) => {
    expect(findHardCodedCount(text)).toBe(found);
  });

  it.each([
    "3 Global offices",
    "Complete our {quoteSteps}-step quote",
    "Next step: a discovery call",
    "150+ Projects",
    "Step up your growth",
  ])("accepts %j", (text) => {
    expect(findHardCodedCount(text)).toBeNull();
  });
});
