import { describe, expect, it } from "vitest";
import { roundPricingModel as pricing } from "../../tests/fixtures/quote/pricing-model.ts";
import { projectTypeOptions } from "../validations/options.ts";
import { type QuoteInput, quoteSchema } from "../validations/quote.ts";
import { quoteSteps } from "./steps.ts";
import {
  clampQuoteStep,
  composeProjectDescription,
  emptyQuote,
  fieldsOfStep,
  isFirstStep,
  isLastStep,
  isQuoteStepFilled,
  QUOTE_STEP_COUNT,
  quoteRow,
  quoteStepFields,
  quoteSummary,
  serviceForProjectType,
  stepAfter,
  stepBefore,
} from "./wizard.ts";

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

const published = ["web-development", "web-applications", "data-engineering"];

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
    expect(serviceForProjectType(value, published)).toBe(expectedService[value]);
    expect(quoteRow(values, null, published)).toEqual({
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
    expect(quoteRow(values, null, published).company).toBeNull();
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
    expect(quoteRow(values, pricing, published)).toMatchObject({
      estimate_low: 10100,
      estimate_high: 18900,
      estimate_note: pricing.note,
    });
  });

  it("defaults an unknown project type to web development", () => {
    expect(serviceForProjectType("", published)).toBe("web-development");
    expect(serviceForProjectType("spaceship", published)).toBe("web-development");
  });

  it("files no service when the one the project type maps to is not published", () => {
    expect(serviceForProjectType("webapp", ["web-development"])).toBeNull();
    expect(quoteRow(quoteSchema.parse(filled), null, []).service).toBeNull();
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

describe("moving between steps", () => {
  it("moves on only from a filled step, and never past the last", () => {
    expect(stepAfter(1, emptyQuote)).toBe(1);
    expect(stepAfter(1, { ...emptyQuote, name: "Ada", email: "ada@example.com", phone: "1" })).toBe(2);
    expect(stepAfter(2, { ...filled, budget: "" })).toBe(2);
    expect(stepAfter(3, filled)).toBe(4);
    expect(stepAfter(QUOTE_STEP_COUNT, filled)).toBe(QUOTE_STEP_COUNT);
  });

  it("moves back one step, never before the first", () => {
    expect([4, 3, 2, 1, 0].map(stepBefore)).toEqual([3, 2, 1, 1, 1]);
    expect(isFirstStep(1)).toBe(true);
    expect(isFirstStep(2)).toBe(false);
    expect(isLastStep(QUOTE_STEP_COUNT)).toBe(true);
    expect(isLastStep(QUOTE_STEP_COUNT - 1)).toBe(false);
  });

  it("truncates a fractional step and sends one that is not a number to the first", () => {
    expect(clampQuoteStep(2.9)).toBe(2);
    expect(clampQuoteStep(Number.NaN)).toBe(1);
  });

  it("checks each field on exactly one step, every field of the form once", () => {
    const all = quoteStepFields.flatMap((_, index) => fieldsOfStep(index + 1));
    expect([...all].sort()).toEqual(Object.keys(emptyQuote).sort());
    expect(fieldsOfStep(0)).toEqual([]);
  });
});

describe("the last step's summary", () => {
  it("repeats the answers with the labels a visitor chose from", () => {
    expect(
      quoteSummary({ ...filled, projectType: "ecommerce", budget: "50k-100k", timeline: "relaxed" }),
    ).toEqual([
      ["Name", "Grace Hopper"],
      ["Email", "grace@example.com"],
      ["Project", "E-commerce Store"],
      ["Budget", "$50,000-$100,000"],
      ["Timeline", "4-6 months"],
      ["Industry", "Government"],
    ]);
  });

  it("leaves unanswered questions empty", () => {
    expect(quoteSummary({}).map(([, detail]) => detail)).toEqual(["", "", "", "", "", ""]);
  });
});
