import { describe, expect, it } from "vitest";
import { fillContentTokens, fillTokens, tokenNames, withoutTokens } from "./content-tokens.ts";

const tokens = { quoteSteps: "4", processSteps: "7", projectsDelivered: "500+" };

describe("content tokens", () => {
  it("replaces every known token with its value", () => {
    expect(fillTokens("A {quoteSteps}-step quote, {processSteps} phases, {quoteSteps} again", tokens)).toBe(
      "A 4-step quote, 7 phases, 4 again",
    );
    expect(fillTokens("{projectsDelivered} projects", tokens)).toBe("500+ projects");
  });

  it("leaves unknown braces and inherited names alone", () => {
    expect(fillTokens("{other} text {toString} {}", tokens)).toBe("{other} text {toString} {}");
  });

  it("fills nested query results without changing their shape", () => {
    const result = fillContentTokens(
      { a: ["{processSteps} phases", 3, null], b: { c: "{quoteSteps}" }, d: true },
      tokens,
    );
    expect(result).toEqual({ a: ["7 phases", 3, null], b: { c: "4" }, d: true });
  });

  it("lists the tokens a text writes and strips them for figure checks", () => {
    expect(tokenNames("Since {foundedYear}, {projectsDelivered} projects")).toEqual([
      "foundedYear",
      "projectsDelivered",
    ]);
    expect(withoutTokens("{officeCount} Global offices")).toBe("  Global offices");
  });
});
