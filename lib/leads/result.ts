import type { ToastArgs, ToastName } from "../runtime/toasts.ts";

/** Catalogue toasts that take no arguments: the only ones a lead submission raises. */
export type LeadToast = { [N in ToastName]: ToastArgs<N> extends [] ? N : never }[ToastName];

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

/** "Please try again in 7 minutes." for a wait in seconds, rounded up to the minute past one minute. */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds <= 60
      ? `${Math.max(1, Math.ceil(retryAfterSeconds))} ${retryAfterSeconds <= 1 ? "second" : "seconds"}`
      : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
  return `You have sent several requests in a short time. Please try again in ${wait}.`;
}

export const INVALID_MESSAGE = "Some fields need your attention. Please check them and try again.";

/** Filled only by bots: the field is hidden from people and from assistive technology. */
export const HONEYPOT_FIELD = "website";
