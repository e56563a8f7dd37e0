// The sign-in page's words in English: the `auth` group of the English dictionary (each other language has
// its own) and the English sign-in schemas' messages.
import type { Locale } from "../i18n/locales.ts";
import { leadWords } from "../leads/result.ts";
import { toastMessage } from "../runtime/toasts.ts";
import type { ValidationWords } from "../validations/messages.ts";
import { LINK_ERRORS } from "./link-errors.ts";

const signedUp = toastMessage("signUpSucceeded");

export const englishAuthWords = {
  eyebrow: "Client & staff access",
  title: "Sign in to Cardinal",
  description: "Sign in to your account, or create one to follow your projects with us.",
  signIn: "Sign In",
  signUp: "Sign Up",
  /** The forms' accessible names. */
  signInForm: "Sign in",
  signUpForm: "Sign up",
  email: "Email",
  password: "Password",
  firstName: "First Name",
  lastName: "Last Name",
  /** The fields as the checks' messages name them. */
  fieldNames: { firstName: "First name", lastName: "Last name", email: "Email" },
  passwordRequired: "Password is required.",
  passwordTooLong: "Password must be at most 256 characters.",
  signingIn: "Signing In...",
  creatingAccount: "Creating account...",
  errorTitle: "Error",
  invalid: leadWords.invalid,
  signInFailed: "Sign in failed.",
  signUpFailed: "Sign up failed.",
  signedUp: { title: signedUp.title, description: signedUp.description },
  confirmed: "If you followed the link in our email, your address is confirmed. Sign in to continue.",
  linkErrors: LINK_ERRORS,
} as const;

/**
 * The auth server's errors by GoTrue's codes, in its own English. `{seconds}` and `{min}` come from its
 * message (a wait, a password's least length). Unknown codes read as `unknown`.
 */
export const authServerErrors = {
  invalid_credentials: "Invalid login credentials",
  email_not_confirmed: "Email not confirmed",
  user_already_exists: "User already registered",
  weak_password: "Password should be at least {min} characters.",
  weak_password_other: "The password is too weak.",
  over_request_rate_limit: "Request rate limit reached",
  over_email_send_rate_limit: "For security purposes, you can only request this after {seconds} seconds.",
  over_email_send_rate_limit_other: "Email rate limit exceeded",
  signup_disabled: "Signups not allowed for this instance",
  user_banned: "User is banned",
  validation_failed: "Unable to validate email address: invalid format",
  unknown: "Something went wrong. Please try again.",
} as const;

type Words<T> = { readonly [K in keyof T]: T[K] extends string ? string : Words<T[K]> };

/** What the sign-in island and its server actions are handed in the page's language. */
export type AuthWords = Words<typeof englishAuthWords> & {
  locale: Locale;
  validation: ValidationWords;
  serverErrors: Words<typeof authServerErrors>;
  /** The name of a toast's close button. */
  dismissToast: string;
};
