/**
 * Fills the analyzer's words (./words.ts in English, the dictionaries' `analyzer` in every language).
 * Kept apart from the words so the report's island carries only the language it is handed.
 */
export type CountUnit = "character" | "image" | "largeImage" | "h1" | "file" | "redirect" | "lacks" | "is";

/** A number worded with its unit in the reader's language: "1 image", "3 imágenes". */
export interface Counted {
  count: number;
  unit: CountUnit;
}
export type WordValues = Record<string, string | number | Counted>;

export const counted = (count: number, unit: CountUnit): Counted => ({ count, unit });

const slot = /\{(\w+)\}/g;

/** An entry with its slots filled; a count takes its unit's one or other form (English and Spanish agree). */
export function say(
  words: { counts: Record<CountUnit, { one: string; other: string }> },
  template: string,
  values: WordValues = {},
): string {
  return template.replace(slot, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    if (typeof value !== "object") return String(value);
    const forms = words.counts[value.unit];
    return forms[value.count === 1 ? "one" : "other"].replace("{count}", String(value.count));
  });
}
