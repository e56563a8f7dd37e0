import "server-only";
import { type Dictionary, en } from "./dictionaries/en.ts";
import { es } from "./dictionaries/es.ts";
import type { LeadFormName, LeadFormWords } from "./form-words.ts";
import type { Locale } from "./locales.ts";

export type { Dictionary };

const dictionaries: Record<Locale, Dictionary> = { en, es };

/** The chrome's words in a language; server only, so no page ships another language's words. */
export const dictionary = (locale: Locale): Dictionary => dictionaries[locale];

export { fill } from "./fill.ts";

/** A lead form's words in a language, as its island takes them (one form's, not every form's). */
export function leadFormWords<F extends LeadFormName>(locale: Locale, form: F): LeadFormWords<F> {
  const { validation, honeypot, toasts } = dictionaries[locale].forms;
  return { locale, validation, honeypot, toasts, form: dictionaries[locale].forms[form] };
}

/**
 * The language of the quote wizard's words on a page in `locale`: they are still English code, not yet
 * in the dictionaries, so a Spanish page marks them English.
 */
export const formsLang = (locale: Locale): string | undefined => (locale === "en" ? undefined : "en-US");
