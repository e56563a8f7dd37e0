import "server-only";
import type { AuthWords } from "../auth/words.ts";
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
  const words = dictionaries[locale];
  const { validation, honeypot, toasts } = words.forms;
  const forms = { ...words.forms, quote: words.quote };
  return { locale, validation, honeypot, toasts, dismissToast: words.toast.dismiss, form: forms[form] };
}

/** The sign-in page's words in a language, as its island and its server actions take them. */
export function authWords(locale: Locale): AuthWords {
  const words = dictionaries[locale];
  return { ...words.auth, locale, validation: words.forms.validation, dismissToast: words.toast.dismiss };
}
