import type { ToastArgs, ToastName } from "@/lib/toasts";

/** Catalogue toasts that take no arguments: the only ones a lead submission raises. */
export type LeadToast = { [N in ToastName]: ToastArgs<N> extends [] ? N : never }[ToastName];

/**
 * What a lead submission tells the browser: success, or the catalogue toast to raise, with a plain
 * sentence for the form when the visitor can do something about it (fix a field, wait a moment).
 */
export type LeadResult =
  | { ok: true }
  | { ok: false; toast: LeadToast; message?: string; fieldErrors?: Record<string, string> };

export const RATE_LIMITED_MESSAGE =
  "You have sent several requests in a short time. Please wait a few minutes and try again.";
export const INVALID_MESSAGE = "Some fields need your attention. Please check them and try again.";

/** Filled only by bots: the field is hidden from people and from assistive technology. */
export const HONEYPOT_FIELD = "website";
