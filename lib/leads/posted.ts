import type { Locale } from "../i18n/locales.ts";
import { LOCALE_FIELD } from "./result.ts";

/**
 * A form the browser posted itself (no JavaScript) as the plain values its schema reads: React's own
 * `$ACTION_…` fields dropped, a field named in `lists` (checkboxes sharing a name) always an array, any
 * other field its last value. Line breaks are the island's "\n": a browser posts a text box's as "\r\n".
 * Files are not taken: no lead form has one.
 */
export function postedValues(data: FormData, lists: readonly string[] = []): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of new Set(data.keys())) {
    if (name.startsWith("$ACTION")) continue;
    const texts = data
      .getAll(name)
      .filter((value): value is string => typeof value === "string")
      .map((value) => value.replace(/\r\n?/g, "\n"));
    values[name] = lists.includes(name) ? texts : (texts.at(-1) ?? "");
  }
  for (const name of lists) values[name] ??= [];
  return values;
}

/**
 * The language a lead form was filled in: its `locale` field, from the island's values or the browser's
 * post; English for anything else (an older page, a hand-made request).
 */
export function formLocale(input: unknown, posted?: FormData): Locale {
  const value =
    posted instanceof FormData
      ? posted.get(LOCALE_FIELD)
      : typeof input === "object" && input !== null
        ? (input as Record<string, unknown>)[LOCALE_FIELD]
        : undefined;
  return value === "es" ? "es" : "en";
}
