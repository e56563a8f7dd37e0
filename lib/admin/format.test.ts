import { describe, expect, it } from "vitest";
import {
  formatAverage,
  formatCurrency,
  formatDurationWeeks,
  formatRating,
  formatScore,
  formatSignedPercent,
  initials,
  skillPreview,
  sslColor,
  statusLabel,
  usageColor,
} from "./format.ts";

describe("dashboard formats", () => {
  it("money is USD in en-US", () => {
    expect(formatCurrency(1234.5)).toBe("$1,234.50");
    expect(formatCurrency(0)).toBe("$0.00");
    expect(formatCurrency(-89.99)).toBe("-$89.99");
    expect(formatCurrency(608120.92, { whole: true })).toBe("$608,121");
  });

  it("a service's duration is ceil(hours / 40) weeks, pluralised", () => {
    expect(formatDurationWeeks(40)).toBe("1 week");
    expect(formatDurationWeeks(41)).toBe("2 weeks");
    expect(formatDurationWeeks(1)).toBe("1 week");
    expect(formatDurationWeeks(320)).toBe("8 weeks");
    expect(formatDurationWeeks(959)).toBe("24 weeks");
  });

  it("usage is red from 90, yellow from 75, green below", () => {
    expect(usageColor(100)).toBe("red");
    expect(usageColor(90)).toBe("red");
    expect(usageColor(89.99)).toBe("yellow");
    expect(usageColor(75)).toBe("yellow");
    expect(usageColor(74.9)).toBe("green");
    expect(usageColor(0)).toBe("green");
  });

  it("initials come from up to the first two words", () => {
    expect(initials("Elena Vasquez")).toBe("EV");
    expect(initials("Mary Ann de la Cruz")).toBe("MA");
    expect(initials("  omar   haddad ")).toBe("OH");
    expect(initials("Cher")).toBe("C");
    expect(initials("")).toBe("");
    expect(initials("Émile Zola")).toBe("ÉZ");
  });

  it("a card shows three skills, then '+N more'", () => {
    expect(skillPreview(["A", "B", "C", "D", "E"])).toEqual({ shown: ["A", "B", "C"], more: "+2 more" });
    expect(skillPreview(["A", "B", "C"])).toEqual({ shown: ["A", "B", "C"], more: null });
    expect(skillPreview(["A"])).toEqual({ shown: ["A"], more: null });
    expect(skillPreview(["A", "B", "C", "D"]).more).toBe("+1 more");
  });

  it("ratings are /5.0, scores /100, averages to one decimal", () => {
    expect(formatRating(4.5)).toBe("4.5/5.0");
    expect(formatRating(5)).toBe("5.0/5.0");
    expect(formatRating(null)).toBe("No ratings");
    expect(formatScore(84)).toBe("84/100");
    expect(formatScore(83.6)).toBe("84/100");
    expect(formatAverage(4)).toBe("4.0");
    expect(formatAverage(4.06)).toBe("4.1");
    expect(formatAverage(null)).toBe("–");
  });

  it("SSL is green only when active", () => {
    expect(sslColor("active")).toBe("green");
    for (const status of ["expiring", "expired", "none", ""]) expect(sslColor(status)).toBe("red");
  });

  it("growth and margins carry their sign", () => {
    expect(formatSignedPercent(12.5)).toBe("+12.5%");
    expect(formatSignedPercent(-24.1)).toBe("-24.1%");
    expect(formatSignedPercent(0)).toBe("0.0%");
    expect(formatSignedPercent(null)).toBe("–");
  });
});

describe("statusLabel", () => {
  it("title-cases a stored value for the screen, acronyms in capitals", () => {
    expect(statusLabel("in-progress")).toBe("In Progress");
    expect(statusLabel("on-leave")).toBe("On Leave");
    expect(statusLabel("seo-insights")).toBe("SEO Insights");
    expect(statusLabel("bank-transfer")).toBe("Bank Transfer");
    expect(statusLabel("ach")).toBe("ACH");
    expect(statusLabel("overdue")).toBe("Overdue");
  });
});
