import "server-only";
import { type Dictionary, en } from "./dictionaries/en.ts";
import { es } from "./dictionaries/es.ts";
import type { Locale } from "./locales.ts";

export type { Dictionary };

const dictionaries: Record<Locale, Dictionary> = { en, es };

/** The chrome's words in a language; server only, so no page ships another language's words. */
export const dictionary = (locale: Locale): Dictionary => dictionaries[locale];

/** A dictionary entry with its `{name}` slots filled. */
export const fill = (words: string, values: Record<string, string>) =>
  words.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);

/**
 * The language of the forms' and the quote wizard's words on a page in `locale`: their labels, messages
 * and toasts are still English code, not yet in the dictionaries, so a Spanish page marks them English.
 */
export const formsLang = (locale: Locale): string | undefined => (locale === "en" ? undefined : "en-US");
