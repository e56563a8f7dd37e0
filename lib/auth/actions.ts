"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { authWords } from "../i18n/dictionary.ts";
import { homePath, type Locale } from "../i18n/locales.ts";
import { formLocale } from "../leads/posted.ts";
import { siteUrl } from "../runtime/env.ts";
import { safeNextPath } from "../runtime/safe-redirect.ts";
import { createClient } from "../supabase/server.ts";
import { signInSchemaIn, signUpSchemaIn } from "../validations/auth.ts";
import { accountData } from "./account-data.ts";
import { authErrorText } from "./error-text.ts";

/** A failed sign-in: the auth server's own message (the "Error" toast's text), or each field's error. */
export type SignInAnswer = {
  error: string;
  fieldErrors?: Record<string, string>;
  /** The e-mail typed, to show again; never the password. */
  email?: string;
} | null;

/** A sign-up: the spec's "Success" answer, or the auth server's message, or each field's error. */
export type SignUpAnswer =
  | { ok: true }
  | {
      ok: false;
      error: string;
      fieldErrors?: Record<string, string>;
      /** The names and e-mail typed, to show again; never the password. */
      values: { firstName: string; lastName: string; email: string };
    }
  | null;

/**
 * Where the sign-in page was asked to lead (its `next` parameter), else its language's home: the page is
 * the same for everyone (prerendered), so a form the browser posts itself names it only in the address it
 * was posted from.
 */
async function nextFromReferrer(locale: Locale): Promise<string> {
  const home = homePath(locale);
  const referrer = (await headers()).get("referer");
  if (!referrer) return home;
  try {
    return safeNextPath(new URL(referrer).searchParams.get("next"), home);
  } catch {
    return home;
  }
}

/** Each field's first error, by field name. */
function firstErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) fieldErrors[String(issue.path[0] ?? "form")] ??= issue.message;
  return fieldErrors;
}

const typedText = (value: FormDataEntryValue | null, max: number) =>
  typeof value === "string" ? value.slice(0, max) : "";

/**
 * Sign-in for a form posted without JavaScript (useActionState): the same schema as the island, in the
 * form's language, then the auth server with the visitor's address, the session cookies set on the
 * answer, and on to `next`.
 */
export async function signIn(_previous: SignInAnswer, posted: FormData): Promise<SignInAnswer> {
  const locale = formLocale(undefined, posted);
  const words = authWords(locale);
  const email = posted.get("email");
  const parsed = signInSchemaIn(words).safeParse({ email, password: posted.get("password") });
  const typed = typeof email === "string" ? email.slice(0, 320) : undefined;
  if (!parsed.success)
    return { error: words.invalid, fieldErrors: firstErrors(parsed.error.issues), email: typed };
  let message: string | null;
  try {
    const { error } = await (await createClient()).auth.signInWithPassword(parsed.data);
    message = error ? authErrorText(words, error) : null;
  } catch (error) {
    console.error("[auth] sign-in failed", error);
    message = words.signInFailed;
  }
  if (message) return { error: message, email: typed };
  redirect(await nextFromReferrer(locale));
}

/**
 * Sign-up for a form posted without JavaScript (useActionState): the same schema and call as the island
 * (names, and a language other than English, as the account's data; the confirmation link back through
 * /auth/confirm to `next`), answered with the spec's words: "Success" and the mail to confirm, or the
 * auth server's message.
 */
export async function signUp(_previous: SignUpAnswer, posted: FormData): Promise<SignUpAnswer> {
  const locale = formLocale(undefined, posted);
  const words = authWords(locale);
  const values = {
    firstName: typedText(posted.get("firstName"), 200),
    lastName: typedText(posted.get("lastName"), 200),
    email: typedText(posted.get("email"), 320),
  };
  const parsed = signUpSchemaIn(words).safeParse({ ...values, password: posted.get("password") });
  if (!parsed.success)
    return { ok: false, error: words.invalid, fieldErrors: firstErrors(parsed.error.issues), values };
  const { firstName, lastName, email, password } = parsed.data;
  const sentFrom = (await headers()).get("origin");
  const origin = sentFrom && sentFrom !== "null" ? sentFrom : siteUrl;
  const confirm = new URL("/auth/confirm", origin);
  confirm.searchParams.set("next", await nextFromReferrer(locale));
  let message: string | null;
  try {
    const { error } = await (await createClient()).auth.signUp({
      email,
      password,
      options: { emailRedirectTo: confirm.href, data: accountData(firstName, lastName, locale) },
    });
    message = error ? authErrorText(words, error) : null;
  } catch (error) {
    console.error("[auth] sign-up failed", error);
    message = words.signUpFailed;
  }
  return message ? { ok: false, error: message, values } : { ok: true };
}
