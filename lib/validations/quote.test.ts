import { describe, expect, it } from "vitest";
import {
  budgetOptions,
  featureOptions,
  industryOption,
  industryOptions,
  projectTypeOptions,
  timelineOptions,
} from "./options.ts";

const expectedService = {
  website: "web-development",
  ecommerce: "web-applications",
  webapp: "web-applications",
  portfolio: "web-development",
  blog: "web-development",
  landing: "web-development",
  redesign: "web-development",
  custom: "web-applications",
} as const;

describe("option lists", () => {
  it("has the eight project types, five budgets, four timelines, 12 industries and 12 features", () => {
    expect(projectTypeOptions.map((o) => o.value)).toEqual(Object.keys(expectedService));
    expect(budgetOptions).toEqual([
      { value: "under-10k", label: "$5,000-$10,000" },
      { value: "10k-25k", label: "$10,000-$25,000" },
      { value: "25k-50k", label: "$25,000-$50,000" },
      { value: "50k-100k", label: "$50,000-$100,000" },
      { value: "over-100k", label: "$100,000+" },
    ]);
    expect(timelineOptions).toEqual([
      { value: "urgent", label: "1-2 months" },
      { value: "standard", label: "2-4 months" },
      { value: "relaxed", label: "4-6 months" },
      { value: "flexible", label: "6+ months" },
    ]);
    expect(industryOptions).toHaveLength(12);
    expect(featureOptions).toHaveLength(12);
  });
});

describe("industryOption", () => {
  it("finds the wizard's industry for an industry's name, whatever its case, and nothing for others", () => {
    expect(industryOption("Healthcare")).toBe("Healthcare");
    expect(industryOption(" real estate ")).toBe("Real Estate");
    expect(industryOption("Aerospace")).toBeUndefined();
  });
});
