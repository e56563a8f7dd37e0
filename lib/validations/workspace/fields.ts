import { WORKSPACE_LIMITS } from "../../../supabase/workspace.ts";
import { requiredText } from "../fields.ts";
import { isBlank } from "../text.ts";
import { z } from "../zod-config.ts";

/**
 * Field kinds of the dashboard's create forms, on top of the shared text rules of
 * ../fields. Inputs arrive as strings from forms and as numbers or arrays from code: both are accepted.
 */

/** A row id picked from a list. Sample rows use ids derived from names, so any 8-4-4-4-12 hex id. */
export function rowId(label: string) {
  return z.guid({ error: `Please choose a ${label} from the list.` });
}

/** The version of a row an edit was opened from (the database refuses an edit of an older one). */
export function rowVersion() {
  return z.coerce
    .number({ error: "Reload the form: it does not say which version it was opened from." })
    .int()
    .min(1, { error: "Reload the form: it does not say which version it was opened from." });
}

/** An optional row id: "" or absent becomes null. */
export function optionalRowId(label: string) {
  return z
    .union([z.literal(""), z.null(), rowId(label)])
    .optional()
    .transform((value) => (value ? value : null));
}

/** One of a fixed list of values. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z.enum(values, { error: `Please choose a ${label} from the list.` });
}

const NUMBER_TEXT = /^[-+]?(\d+\.?\d*|\.\d+)$/;

function numberFrom(label: string) {
  return z.preprocess(
    (value) => {
      if (typeof value === "number") return value;
      if (typeof value !== "string" || isBlank(value)) return undefined;
      const plain = value.trim().replace(/^\$/, "").replaceAll(",", "");
      return NUMBER_TEXT.test(plain) ? Number(plain) : Number.NaN;
    },
    z.number({
      error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be a number.`),
    }),
  );
}

/** An amount of US dollars with at most two decimals ("$1,250.50" is read as 1250.5). */
export function money(label: string, { positive = false } = {}) {
  return numberFrom(label)
    .refine((value) => Number.isFinite(value), { message: `${label} must be a number.`, abort: true })
    .refine((value) => (positive ? value > 0 : value >= 0), {
      message: positive ? `${label} must be more than $0.` : `${label} cannot be negative.`,
      abort: true,
    })
    .refine((value) => value <= WORKSPACE_LIMITS.maxMoney, {
      message: `${label} is too large.`,
      abort: true,
    })
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      message: `${label} can have at most two decimals (cents).`,
    });
}

/** A whole number between min and max. */
export function wholeNumber(label: string, min: number, max: number) {
  return numberFrom(label)
    .refine((value) => Number.isInteger(value), { message: `${label} must be a whole number.`, abort: true })
    .refine((value) => value >= min && value <= max, {
      message: `${label} must be between ${min} and ${max}.`,
    });
}

/** A quantity (hours, units) above zero with at most two decimals. */
export function quantity(label: string) {
  return numberFrom(label)
    .refine((value) => Number.isFinite(value) && value > 0, {
      message: `${label} must be more than 0.`,
      abort: true,
    })
    .refine((value) => value < 100_000_000, { message: `${label} is too large.`, abort: true })
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      message: `${label} can have at most two decimals.`,
    });
}

/** A calendar date as a date input gives it (YYYY-MM-DD). */
export function dateField(label: string) {
  return z.iso.date({ error: `${label} must be a valid date.` });
}

/** A list of short texts, from an array or from text with one item per line or comma. */
export function textList(label: string, maxItems: number, maxLength: number = WORKSPACE_LIMITS.name) {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null) return [];
      const items = typeof value === "string" ? value.split(/[\n,]/) : value;
      return Array.isArray(items)
        ? items.filter((item) => typeof item !== "string" || !isBlank(item))
        : items;
    },
    z
      .array(requiredText(label, maxLength), { error: `${label} must be a list.` })
      .max(maxItems, { message: `At most ${maxItems} ${label.toLowerCase()} items.` }),
  );
}

/** "" → null, for optional text columns. */
export const orNull = (value: string) => (value === "" ? null : value);
