import { describe, expect, it } from "vitest";
import { quoteSteps } from "../quote/steps.ts";
import {
  fillStepCounts,
  fillStepCountTokens,
  findHardCodedCount,
  hasStepCountToken,
  QUOTE_STEP_COUNT,
} from "./step-count.ts";

describe("step count tokens", () => {
  it("reads the quote step count from the wizard's own list", () => {
    expect(QUOTE_STEP_COUNT).toBe(quoteSteps.length);
  });

  it("replaces every token with its live count", () => {
    expect(
      fillStepCountTokens("A {quoteSteps}-step quote, {processSteps} phases, {quoteSteps} again", {
        quoteSteps: 4,
        processSteps: 7,
      }),
    ).toBe("A 4-step quote, 7 phases, 4 again");
  });

  it("leaves unknown braces alone", () => {
    expect(fillStepCountTokens("{other} text", { quoteSteps: 4, processSteps: 7 })).toBe("{other} text");
  });

  it("fills nested query results without changing their shape", () => {
    const result = fillStepCounts(
      { a: ["{processSteps} phases", 3, null], b: { c: "{quoteSteps}" }, d: true },
      { quoteSteps: 2, processSteps: 9 },
    );
    expect(result).toEqual({ a: ["9 phases", 3, null], b: { c: "2" }, d: true });
  });

  it("detects tokens", () => {
    expect(hasStepCountToken("our {processSteps} phases")).toBe(true);
    expect(hasStepCountToken("our seven phases")).toBe(false);
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
