import { fill } from "../i18n/fill.ts";
import type { ToastArgs, ToastName } from "../runtime/toasts.ts";

type ArgumentlessToast = { [N in ToastName]: ToastArgs<N> extends [] ? N : never }[ToastName];

/** The catalogue toasts a lead submission raises (none takes arguments); each language words them. */
export const leadToastNames = [
  "quoteSubmitted",
  "quoteFailed",
  "contactSent",
  "contactFailed",
  "evaluationSubmitted",
  "evaluationFailed",
  "newsletterSubscribed",
  "newsletterDuplicate",
  "newsletterFailed",
] as const satisfies readonly ArgumentlessToast[];

export type LeadToast = (typeof leadToastNames)[number];

/**
 * What a lead submission tells the browser: success, or the catalogue toast to raise, with a plain
 * sentence for the form when the visitor can do something about it (fix a field, wait a moment).
 * retryAfterSeconds, set only when a rate limit refused the submission, is the machine-readable twin
 * of the message (HTTP Retry-After semantics: seconds until a new attempt can succeed).
 */
export type LeadResult =
  | { ok: true }
  | {
      ok: false;
      toast: LeadToast;
      message?: string;
      fieldErrors?: Record<string, string>;
      retryAfterSeconds?: number;
      /** What was posted, for a form the browser sent itself (no JavaScript) to show again. */
      values?: Record<string, unknown>;
    };

/** The server's sentences about a submission, in English (the `forms.lead` group of each dictionary). */
export const leadWords = {
  invalid: "Some fields need your attention. Please check them and try again.",
  rateLimited: "You have sent several requests in a short time. Please try again in {wait}.",
  waitSecond: "{count} second",
  waitSeconds: "{count} seconds",
  waitMinutes: "{count} minutes",
} as const;

export type LeadWords = { readonly [K in keyof typeof leadWords]: string };

/** "Please try again in 7 minutes." for a wait in seconds, rounded up to the minute past one minute. */
export function rateLimitedMessage(retryAfterSeconds: number, words: LeadWords = leadWords): string {
  const wait =
    retryAfterSeconds <= 60
      ? fill(retryAfterSeconds <= 1 ? words.waitSecond : words.waitSeconds, {
          count: Math.max(1, Math.ceil(retryAfterSeconds)),
        })
      : fill(words.waitMinutes, { count: Math.ceil(retryAfterSeconds / 60) });
  return fill(words.rateLimited, { wait });
}

export const INVALID_MESSAGE = leadWords.invalid;

/** The language a form is shown in ("en" or "es"), posted with it so the server answers in it. */
export const LOCALE_FIELD = "locale";

/** Filled only by bots: the field is hidden from people and from assistive technology. */
export const HONEYPOT_FIELD = "website";
