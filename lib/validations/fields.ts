import { EMAIL_PATTERN, FIELD_LIMITS } from "../../supabase/limits.ts";
import { fill } from "../i18n/fill.ts";
import { type ValidationWords, validationWords } from "./messages.ts";
import { characterCount, isBlank } from "./text.ts";
import { z } from "./zod-config.ts";

/**
 * Building blocks shared by every form schema. Lengths are counted in characters (code points), as the
 * database's char_length does, so a value the form accepts is never refused by a CHECK constraint.
 */

// C0/C1 control characters other than tab and newlines, which no field has a use for.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAKS = /[\n\r\u2028\u2029]/;
// Bidirectional embeddings, overrides and isolates: they reorder how the text around them is shown
// ("Invoice\u202Egpj.exe" reads as "Invoiceexe.jpg"), and no one-line field has a use for them.
export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
interface TextOptions {
  /** Allows line breaks (message and description boxes). */
  multiline?: boolean;
  /** The messages' words: English unless a page in another language builds the schema. */
  words?: ValidationWords;
}

function checkedText(
  label: string,
  max: number,
  { multiline = false, words = validationWords }: TextOptions,
) {
  const say = (message: keyof ValidationWords) => fill(words[message], { label, max });
  return z
    .string({
      error: (issue) => say(issue.input === undefined ? "required" : "notText"),
    })
    .trim()
    .refine((value) => !LONE_SURROGATE.test(value), { message: say("unstorable"), abort: true })
    .refine((value) => !CONTROL_CHARACTERS.test(value), { message: say("controlCharacters"), abort: true })
    .refine((value) => multiline || !BIDI_CONTROLS.test(value), {
      message: say("textDirection"),
      abort: true,
    })
    .refine((value) => multiline || !LINE_BREAKS.test(value), { message: say("oneLine"), abort: true })
    .refine((value) => characterCount(value) <= max, { message: say("tooLong"), abort: true });
}

/** Required text: whitespace (visible or not) alone counts as empty. */
export function requiredText(label: string, max: number, options: TextOptions = {}) {
  return checkedText(label, max, options).refine((value) => !isBlank(value), {
    message: fill((options.words ?? validationWords).required, { label }),
  });
}

/** Optional text: empty or whitespace-only becomes "". */
export function optionalText(label: string, max: number, options: TextOptions = {}) {
  return checkedText(label, max, options)
    .transform((value) => (isBlank(value) ? "" : value))
    .optional()
    .transform((value) => value ?? "");
}

/** Built once: a schema is costly to build, and every submission checks an address. */
const EMAIL = z.email();

export function emailField(label = "Email", words: ValidationWords = validationWords) {
  return requiredText(label, FIELD_LIMITS.email, { words }).refine(
    (value) => isBlank(value) || (EMAIL_PATTERN.test(value) && EMAIL.safeParse(value).success),
    { message: words.email },
  );
}

/** Digits with the usual separators, at least 7 digits, as people write phone numbers. */
const PHONE_SHAPE = /^\+?[\d\s().\-/]+(?:\s*(?:ext\.?|x)\s*\d{1,6})?$/i;

export function isPhoneNumber(value: string) {
  const digits = value.replace(/\D/g, "").length;
  return PHONE_SHAPE.test(value) && digits >= 7 && digits <= 20;
}

export function requiredPhone(label = "Phone number", words: ValidationWords = validationWords) {
  return requiredText(label, FIELD_LIMITS.phone, { words }).refine(
    (value) => isBlank(value) || isPhoneNumber(value),
    { message: words.phone },
  );
}

/** Optional phone: "" when left empty (sent to the database as null). */
export function optionalPhone(label = "Phone number", words: ValidationWords = validationWords) {
  return optionalText(label, FIELD_LIMITS.phone, { words }).refine(
    (value) => value === "" || isPhoneNumber(value),
    { message: words.phone },
  );
}

/** One of a fixed list; the empty choice is "" so a select can start unselected. */
export function choice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.enum(values, { error: message });
}
