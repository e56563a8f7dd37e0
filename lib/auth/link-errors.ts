/**
 * Why an e-mail link did not sign the visitor in, as the sign-in page says it. Only these keys travel in
 * /auth's address (`?error=expired`), and the page shows only their text: whatever else a link's address
 * carries (an `error_description` anyone can write) never reaches the page.
 */
export const LINK_ERRORS = {
  expired: "Email link is invalid or has expired. Sign in, or ask for a new link.",
  incomplete: "This confirmation link is incomplete. Please use the link from the email.",
  failed: "We could not confirm this link. Please try again, or sign in.",
} as const;

export type LinkError = keyof typeof LINK_ERRORS;

/** GoTrue's codes for a link that is spent, expired or unknown (its `error_code`, or the error's `code`). */
const EXPIRED_CODES = new Set([
  "otp_expired",
  "access_denied",
  "flow_state_expired",
  "flow_state_not_found",
  "bad_code_verifier",
]);

/** Our key for an auth error code; anything we do not know is a plain failure. */
export function linkErrorFor(code: string | null | undefined): LinkError {
  return code && EXPIRED_CODES.has(code) ? "expired" : "failed";
}
