import { formatCurrency } from "../runtime/money.ts";
import type { Feature } from "../validations/options.ts";
import type { PricingModel } from "./pricing.ts";

/** The answers an estimate depends on, as the wizard holds them (empty until chosen). */
export interface EstimateAnswers {
  projectType?: string;
  budget?: string;
  timeline?: string;
  features?: readonly string[];
}

export interface QuoteEstimate {
  low: number;
  high: number;
  note: string;
}

/** Estimates are a starting range, not a price: both ends are widened to whole hundreds. */
export const ESTIMATE_STEP = 100;

const has = <K extends string>(record: Record<K, unknown>, key: string | undefined): key is K =>
  key !== undefined && Object.hasOwn(record, key);

/**
 * The instant estimate: the project type's range plus every chosen feature's amount, times the
 * timeline's and the budget band's multipliers; the low end rounded down and the high end up to
 * ESTIMATE_STEP. Null until project type, budget and timeline are chosen. A feature the model does
 * not price adds nothing (the form's schema refuses unknown features before anything is stored).
 */
export function estimateQuote(answers: EstimateAnswers, model: PricingModel): QuoteEstimate | null {
  const { projectType, budget, timeline } = answers;
  if (!has(model.projectTypes, projectType) || !has(model.budgets, budget) || !has(model.timelines, timeline))
    return null;
  const chosen = new Set(answers.features ?? []);
  const features = [...chosen].reduce(
    (sum, feature) => sum + (has(model.features, feature) ? model.features[feature as Feature] : 0),
    0,
  );
  const factor = model.timelines[timeline] * model.budgets[budget];
  const range = model.projectTypes[projectType];
  // Whole dollars first, so that float noise (26600.000000004) never pushes an end to the next step.
  const scaled = (base: number) => Math.round((base + features) * factor);
  return {
    low: Math.floor(scaled(range.low) / ESTIMATE_STEP) * ESTIMATE_STEP,
    high: Math.ceil(scaled(range.high) / ESTIMATE_STEP) * ESTIMATE_STEP,
    note: model.note,
  };
}

/** "$26,600 – $43,200": whole US dollars in en-US. */
export const formatEstimateRange = ({ low, high }: Pick<QuoteEstimate, "low" | "high">, lang?: string) =>
  `${formatCurrency(low, { whole: true, lang })} – ${formatCurrency(high, { whole: true, lang })}`;

/** A stored estimate (the lead's estimate_low / estimate_high), or null for a lead without one. */
export const formatStoredEstimate = (low: number | null, high: number | null) =>
  low === null || high === null ? null : formatEstimateRange({ low, high });
