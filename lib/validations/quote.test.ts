import { describe, expect, it } from "vitest";
import { quoteSteps } from "@/lib/quote/steps";
import { roundPricingModel as pricing } from "@/tests/fixtures/quote/pricing-model";
import {
  budgetOptions,
  featureOptions,
  industryOption,
  industryOptions,
  projectTypeOptions,
  timelineOptions,
} from "./options";
import {
  clampQuoteStep,
  composeProjectDescription,
  emptyQuote,
  isQuoteStepFilled,
  type QuoteInput,
  quoteRow,
  quoteSchema,
  quoteStepFields,
  serviceForProjectType,
} from "./quote";

const filled: QuoteInput = {
  name: "Grace Hopper",
  email: "grace@example.com",
  phone: "832 555 0100",
  company: "",
  projectType: "website",
  budget: "10k-25k",
  timeline: "urgent",
  description: "Rebuild our site.",
  industry: "Government",
  currentWebsite: "",
  features: [],
  goals: "",
};

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

describe("option lists (spec §3)", () => {
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

describe("the stored quote row", () => {
  it.each(projectTypeOptions)("files $value under its service and describes it", ({ value, label }) => {
    const values = quoteSchema.parse({
      ...filled,
      projectType: value,
      company: "  Navy Labs ",
      currentWebsite: "https://navy.example",
      features: ["Admin Panel", "SEO Optimization"],
      goals: "More leads",
    });
    expect(serviceForProjectType(value)).toBe(expectedService[value]);
    expect(quoteRow(values, null)).toEqual({
      name: "Grace Hopper",
      email: "grace@example.com",
      phone: "832 555 0100",
      service: expectedService[value],
      estimated_budget: "10k-25k",
      timeline: "urgent",
      project_description: [
        `Project Type: ${label}`,
        "Industry: Government",
        "Features: Admin Panel, SEO Optimization",
        "Current Website: https://navy.example",
        "Goals: More leads",
        "",
        "Description:",
        "Rebuild our site.",
      ].join("\n"),
      company: "Navy Labs",
      estimate_low: null,
      estimate_high: null,
      estimate_note: null,
    });
  });

  it("says 'None' for a missing current website and stores no company", () => {
    const values = quoteSchema.parse(filled);
    expect(composeProjectDescription(values)).toContain("Current Website: None");
    expect(quoteRow(values, null).company).toBeNull();
  });

  it("carries the instant estimate of the pricing model, whatever figure the client sends", () => {
    const forged = {
      ...filled,
      features: ["User Authentication"],
      estimate_low: 1,
      estimate_high: 2,
      estimate_note: "Free",
    };
    const values = quoteSchema.parse(forged);
    expect(values).not.toHaveProperty("estimate_low");
    // Business website (8,000 – 15,000) + User Authentication (100), urgent × 1.25, 10k-25k × 1:
    // 10,125 → 10,100 and 18,875 → 18,900.
    expect(quoteRow(values, pricing)).toMatchObject({
      estimate_low: 10100,
      estimate_high: 18900,
      estimate_note: pricing.note,
    });
  });

  it("defaults an unknown project type to web development", () => {
    expect(serviceForProjectType("")).toBe("web-development");
    expect(serviceForProjectType("spaceship")).toBe("web-development");
  });
});

describe("step gating", () => {
  it("has one entry per step title", () => {
    expect(quoteStepFields).toHaveLength(quoteSteps.length);
  });

  it("keeps Next Step disabled until the step's required fields are filled", () => {
    const required: Record<number, (keyof QuoteInput)[]> = {
      1: ["name", "email", "phone"],
      2: ["projectType", "budget", "timeline"],
      3: ["description", "industry"],
    };
    for (const [step, fields] of Object.entries(required)) {
      const n = Number(step);
      expect(isQuoteStepFilled(n, emptyQuote)).toBe(false);
      expect(isQuoteStepFilled(n, filled)).toBe(true);
      for (const field of fields) {
        expect(isQuoteStepFilled(n, { ...filled, [field]: "" })).toBe(false);
        expect(isQuoteStepFilled(n, { ...filled, [field]: "   " })).toBe(false);
      }
    }
  });

  it("leaves optional fields out of the gate, and step 4 always open", () => {
    expect(isQuoteStepFilled(1, { ...filled, company: "" })).toBe(true);
    expect(isQuoteStepFilled(3, { ...filled, currentWebsite: "", features: [] })).toBe(true);
    expect(isQuoteStepFilled(4, emptyQuote)).toBe(true);
    expect(isQuoteStepFilled(0, filled)).toBe(false);
    expect(isQuoteStepFilled(5, filled)).toBe(false);
  });

  it("clamps the step to 1..4", () => {
    expect([0, 1, 2, 4, 5, -3].map(clampQuoteStep)).toEqual([1, 1, 2, 4, 4, 1]);
  });
});

describe("industryOption", () => {
  it("finds the wizard's industry for an industry's name, whatever its case, and nothing for others", () => {
    expect(industryOption("Healthcare")).toBe("Healthcare");
    expect(industryOption(" real estate ")).toBe("Real Estate");
    expect(industryOption("Aerospace")).toBeUndefined();
  });
});
