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

describe("hard-coded counts in Spanish copy", () => {
  it.each([
    ["Nuestro proceso de 6 pasos", "6 pasos"],
    ["Trabajamos en siete fases", "siete fases"],
    ["Un lanzamiento en tres etapas", "tres etapas"],
  ])("flags %j", (text, found) => {
    expect(findHardCodedCount(text, "es")).toBe(found);
  });

  it.each(["Las mismas {processSteps} etapas", "Una fase a la vez", "3 oficinas"])("accepts %j", (text) => {
    expect(findHardCodedCount(text, "es")).toBeNull();
  });

  it("reads each language's words only", () => {
    expect(findHardCodedCount("siete fases")).toBeNull();
    expect(findHardCodedCount("seven phases", "es")).toBeNull();
  });
});
