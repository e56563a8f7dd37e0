import {
  type Budget,
  budgetOptions,
  type Feature,
  featureOptions,
  type ProjectType,
  projectTypeOptions,
  type Timeline,
  timelineOptions,
  valuesOf,
} from "../validations/options.ts";
import { z } from "../validations/zod-config.ts";
import { PRICING_LIMITS } from "./pricing-config.ts";

/**
 * The pricing model editors keep in the Studio (the `quotePricing` document): a range per project
 * type, an amount per feature, a multiplier per timeline and per budget band, and the note shown with
 * the estimate. Every figure is in whole US dollars.
 */
export interface PricingModel {
  projectTypes: Record<ProjectType, { low: number; high: number }>;
  features: Record<Feature, number>;
  timelines: Record<Timeline, number>;
  budgets: Record<Budget, number>;
  note: string;
}

const amount = z.number().int().min(0).max(PRICING_LIMITS.maxAmount);
const multiplier = z.number().min(PRICING_LIMITS.minMultiplier).max(PRICING_LIMITS.maxMultiplier);

/** One entry per option, each exactly once, turned into a lookup by option value. */
function everyOptionOnce<K extends string, E extends z.ZodType>(
  keys: readonly K[],
  keyField: string,
  entry: E,
) {
  return z
    .array(z.object({ [keyField]: z.enum(keys as unknown as [K, ...K[]]) }).and(entry))
    .refine(
      (items) => {
        const seen = items.map((item) => (item as Record<string, K>)[keyField]);
        return seen.length === keys.length && new Set(seen).size === keys.length;
      },
      { message: `Every ${keyField} needs exactly one entry.` },
    )
    .transform(
      (items) =>
        Object.fromEntries(items.map((item) => [(item as Record<string, K>)[keyField], item])) as Record<
          K,
          z.output<E>
        >,
    );
}

const mapValues = <K extends string, V, W>(record: Record<K, V>, pick: (value: V) => W) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, pick(value as V)])) as Record<K, W>;

/** The Studio document as the query returns it → the model the estimate reads. */
export const pricingModelSchema = z
  .object({
    projectTypes: everyOptionOnce(
      valuesOf(projectTypeOptions),
      "projectType",
      z
        .object({ low: amount, high: amount })
        .refine((range) => range.low <= range.high, { message: "The low end cannot exceed the high end." }),
    ),
    features: everyOptionOnce(featureOptions, "feature", z.object({ amount })),
    timelines: everyOptionOnce(valuesOf(timelineOptions), "timeline", z.object({ multiplier })),
    budgets: everyOptionOnce(valuesOf(budgetOptions), "budget", z.object({ multiplier })),
    note: z.string().trim().min(1).max(PRICING_LIMITS.note),
  })
  .transform(
    (doc): PricingModel => ({
      projectTypes: mapValues(doc.projectTypes, ({ low, high }) => ({ low, high })),
      features: mapValues(doc.features, (entry) => entry.amount),
      timelines: mapValues(doc.timelines, (entry) => entry.multiplier),
      budgets: mapValues(doc.budgets, (entry) => entry.multiplier),
      note: doc.note,
    }),
  );

/** The model, or null (with the reason logged) when the document is missing or incomplete. */
export function parsePricingModel(document: unknown): PricingModel | null {
  if (document === null || document === undefined) {
    console.warn("[quote] no pricing model is published: the instant estimate is off.");
    return null;
  }
  const parsed = pricingModelSchema.safeParse(document);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  console.warn(
    `[quote] the pricing model is incomplete (${issue?.path.join(".")}: ${issue?.message}): the instant estimate is off.`,
  );
  return null;
}
