import { fill } from "../i18n/fill.ts";
import type { AuthWords } from "./words.ts";

/**
 * What the page says of an auth server error. In English the server's own message (the spec's "Error"
 * toast shows it as it is); in another language the sentence for its code, with the number its message
 * carries (a wait, a least length), since the server speaks English only.
 */
export function authErrorText(words: AuthWords, error: { code?: string; message: string }): string {
  if (words.locale === "en") return error.message;
  const errors = words.serverErrors;
  const number = /(\d+)/.exec(error.message)?.[1];
  switch (error.code) {
    case "invalid_credentials":
    case "email_not_confirmed":
    case "over_request_rate_limit":
    case "signup_disabled":
    case "user_banned":
    case "validation_failed":
      return errors[error.code];
    case "user_already_exists":
    case "email_exists":
      return errors.user_already_exists;
    case "weak_password":
      return number ? fill(errors.weak_password, { min: number }) : errors.weak_password_other;
    case "over_email_send_rate_limit":
      return number
        ? fill(errors.over_email_send_rate_limit, { seconds: number })
        : errors.over_email_send_rate_limit_other;
    default:
      return errors.unknown;
  }
}
