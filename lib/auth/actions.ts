"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { INVALID_MESSAGE } from "@/lib/leads/result";
import { safeNextPath } from "@/lib/safe-redirect";
import { createClient } from "@/lib/supabase/server";
import { signInSchema } from "@/lib/validations/auth";

/** A failed sign-in: the auth server's own message (the "Error" toast's text), or each field's error. */
export type SignInAnswer = {
  error: string;
  fieldErrors?: Record<string, string>;
  /** The e-mail typed, to show again; never the password. */
  email?: string;
} | null;

/**
 * Where the sign-in page was asked to lead (its `next` parameter): the page is the same for everyone
 * (prerendered), so a form the browser posts itself names it only in the address it was posted from.
 */
async function nextFromReferrer(): Promise<string> {
  const referrer = (await headers()).get("referer");
  if (!referrer) return "/";
  try {
    return safeNextPath(new URL(referrer).searchParams.get("next"));
  } catch {
    return "/";
  }
}

/**
 * Sign-in for a form posted without JavaScript (useActionState): the same schema as the island, then the
 * auth server with the visitor's address, the session cookies set on the answer, and on to `next`.
 */
export async function signIn(_previous: SignInAnswer, posted: FormData): Promise<SignInAnswer> {
  const email = posted.get("email");
  const parsed = signInSchema.safeParse({ email, password: posted.get("password") });
  const typed = typeof email === "string" ? email.slice(0, 320) : undefined;
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? "form")] ??= issue.message;
    return { error: INVALID_MESSAGE, fieldErrors, email: typed };
  }
  let message: string | null;
  try {
    const { error } = await (await createClient()).auth.signInWithPassword(parsed.data);
    message = error ? error.message : null;
  } catch (error) {
    console.error("[auth] sign-in failed", error);
    message = "Sign in failed.";
  }
  if (message) return { error: message, email: typed };
  redirect(await nextFromReferrer());
}
