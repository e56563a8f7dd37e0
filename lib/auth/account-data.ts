import type { Locale } from "../i18n/locales.ts";

/**
 * A new account's user_metadata: its names, and its language when it is not English. The auth mails pick
 * their language from `locale` (supabase/templates), on a hosted project as on the local stack; an account
 * without one reads English, as every account made before did.
 */
export function accountData(firstName: string, lastName: string, locale: Locale) {
  const names = { first_name: firstName, last_name: lastName };
  return locale === "en" ? names : { ...names, locale };
}
