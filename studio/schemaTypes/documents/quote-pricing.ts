import { Calculator } from "lucide-react";
import { defineArrayMember, defineField, defineType } from "sanity";
import { singletonTitle } from "../../../lib/content/singletons.ts";
import { PRICING_LIMITS } from "../../../lib/quote/pricing-config.ts";
import { formatCurrency } from "../../../lib/runtime/money.ts";
import {
  budgetOptions,
  featureOptions,
  projectTypeOptions,
  timelineOptions,
} from "../../../lib/validations/options.ts";
import { textField } from "../fields.ts";

interface Choice {
  value: string;
  label: string;
}

/** A list that must price every option of the wizard exactly once. */
function everyOptionOnce(choices: readonly Choice[], keyField: string, noun: string) {
  return (value: unknown): true | string => {
    const keys = Array.isArray(value) ? value.map((item) => (item as Record<string, unknown>)[keyField]) : [];
    const repeated = keys.find((key, index) => keys.indexOf(key) !== index);
    if (repeated !== undefined) return `“${labelFor(choices, repeated)}” is listed twice.`;
    const missing = choices.filter((choice) => !keys.includes(choice.value));
    if (missing.length > 0)
      return `Every ${noun} needs a figure; missing: ${missing.map((choice) => choice.label).join(", ")}.`;
    return true;
  };
}

const labelFor = (choices: readonly Choice[], value: unknown) =>
  choices.find((choice) => choice.value === value)?.label ?? String(value ?? "");

const choiceField = (name: string, title: string, choices: readonly Choice[]) =>
  defineField({
    name,
    title,
    type: "string",
    options: { list: choices.map(({ value, label }) => ({ value, title: label })), layout: "dropdown" },
    validation: (rule) => rule.required(),
  });

const dollarsField = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    description,
    type: "number",
    validation: (rule) => [rule.required(), rule.integer(), rule.min(0), rule.max(PRICING_LIMITS.maxAmount)],
  });

const multiplierField = defineField({
  name: "multiplier",
  title: "Multiplier",
  description: `1 leaves the estimate as it is, 1.25 adds a quarter, 0.9 takes a tenth off (${PRICING_LIMITS.minMultiplier} to ${PRICING_LIMITS.maxMultiplier}).`,
  type: "number",
  validation: (rule) => [
    rule.required(),
    rule.min(PRICING_LIMITS.minMultiplier),
    rule.max(PRICING_LIMITS.maxMultiplier),
    rule.precision(2),
  ],
});

function pricedList(options: {
  name: string;
  title: string;
  description: string;
  member: string;
  keyField: string;
  keyTitle: string;
  noun: string;
  choices: readonly Choice[];
  figures: ReturnType<typeof defineField>[];
  subtitle: (item: Record<string, unknown>) => string;
  /** A rule over one entry's figures together. */
  check?: (item: Record<string, unknown>) => true | string;
}) {
  const { choices, keyField } = options;
  return defineField({
    name: options.name,
    title: options.title,
    description: options.description,
    type: "array",
    of: [
      defineArrayMember({
        type: "object",
        name: options.member,
        fields: [choiceField(keyField, options.keyTitle, choices), ...options.figures],
        preview: {
          select: { key: keyField, low: "low", high: "high", amount: "amount", multiplier: "multiplier" },
          prepare: (item: Record<string, unknown>) => ({
            title: labelFor(choices, item.key),
            subtitle: options.subtitle(item),
          }),
        },
        validation: (rule) =>
          rule.custom((item) =>
            item && options.check ? options.check(item as Record<string, unknown>) : true,
          ),
      }),
    ],
    validation: (rule) => [rule.required(), rule.custom(everyOptionOnce(choices, keyField, options.noun))],
  });
}

const money = (value: unknown) => (typeof value === "number" ? formatCurrency(value, { whole: true }) : "—");

export const quotePricing = defineType({
  name: "quotePricing",
  title: singletonTitle("quotePricing"),
  type: "document",
  icon: Calculator,
  description:
    "The instant estimate on the quote wizard's last step: (project type range + chosen features) × timeline × budget band, rounded out to whole hundreds.",
  fields: [
    pricedList({
      name: "projectTypes",
      title: "Project types",
      description: "The usual cost of each project type without extra features, low and high end.",
      member: "projectTypePrice",
      keyField: "projectType",
      keyTitle: "Project type",
      noun: "project type",
      choices: projectTypeOptions,
      figures: [
        dollarsField("low", "Low end (USD)", "Whole dollars."),
        dollarsField("high", "High end (USD)", "Whole dollars, at least the low end."),
      ],
      subtitle: (item) => `${money(item.low)} – ${money(item.high)}`,
      check: ({ low, high }) =>
        typeof low !== "number" || typeof high !== "number" || low <= high
          ? true
          : "The low end cannot be above the high end.",
    }),
    pricedList({
      name: "features",
      title: "Features",
      description: "What each feature a visitor ticks adds to both ends of the range.",
      member: "featurePrice",
      keyField: "feature",
      keyTitle: "Feature",
      noun: "feature",
      choices: featureOptions.map((feature) => ({ value: feature, label: feature })),
      figures: [dollarsField("amount", "Amount (USD)", "Whole dollars.")],
      subtitle: (item) => `+ ${money(item.amount)}`,
    }),
    pricedList({
      name: "timelines",
      title: "Timeline multipliers",
      description: "A rush costs more; a relaxed schedule can cost less.",
      member: "timelineMultiplier",
      keyField: "timeline",
      keyTitle: "Timeline",
      noun: "timeline",
      choices: timelineOptions,
      figures: [multiplierField],
      subtitle: (item) => `× ${item.multiplier ?? "—"}`,
    }),
    pricedList({
      name: "budgets",
      title: "Budget band multipliers",
      description: "The budget a visitor names sets the level of finish the estimate assumes.",
      member: "budgetMultiplier",
      keyField: "budget",
      keyTitle: "Budget band",
      noun: "budget band",
      choices: budgetOptions,
      figures: [multiplierField],
      subtitle: (item) => `× ${item.multiplier ?? "—"}`,
    }),
    textField({
      name: "note",
      title: "Note",
      description: "Shown under the estimate, e.g. that the proposal confirms the price.",
      required: true,
      rows: 2,
      max: PRICING_LIMITS.note,
    }),
  ],
  preview: { prepare: () => ({ title: "Quote pricing" }) },
});
