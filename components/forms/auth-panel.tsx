"use client";

import { Tabs } from "@ark-ui/react/tabs";
import { useRouter } from "next/navigation";
import { useActionState, useEffect, useMemo, useState } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import { accountData } from "../../lib/auth/account-data.ts";
import { type SignUpAnswer, signIn, signUp } from "../../lib/auth/actions.ts";
import { authErrorText } from "../../lib/auth/error-text.ts";
import type { AuthWords } from "../../lib/auth/words.ts";
import { homePath } from "../../lib/i18n/locales.ts";
import { PORTAL_PATH } from "../../lib/portal/paths.ts";
import { safeNextPath } from "../../lib/runtime/safe-redirect.ts";
import { watchSessionCookie } from "../../lib/supabase/session-cookie.ts";
import type { SignInInput, SignInValues, SignUpInput, SignUpValues } from "../../lib/validations/auth.ts";
import { css, cx } from "../../styled-system/css/index.mjs";
import { tabs } from "../../styled-system/recipes/index.mjs";
import { Notice } from "../ui/notice.tsx";
import { notifyIn, preloadToaster } from "../ui/notify.ts";
import { loadEveryIsland, useWithoutScripts } from "../ui/on-demand.tsx";
import { LocaleField, SubmitButton, TextField } from "./form-kit.tsx";
import { lazyZodResolver } from "./lazy-resolver.ts";

/** The forms' checks in the page's language, loaded on first validation. */
const resolvers = (words: AuthWords) => ({
  signIn: lazyZodResolver(() => import("../../lib/validations/auth.ts").then((m) => m.signInSchemaIn(words))),
  signUp: lazyZodResolver(() => import("../../lib/validations/auth.ts").then((m) => m.signUpSchemaIn(words))),
});

/** Supabase's browser client, downloaded on first need: the page itself hydrates without it. */
const supabase = () => import("../../lib/supabase/client.ts").then((m) => m.createClient());

/** The auth client and the toaster download while the visitor types. */
function warm() {
  void supabase().catch(() => {
    // The submit loads it again and reports a failure there.
  });
  preloadToaster();
}

const stack = css({ display: "flex", flexDirection: "column", gap: "4" });

type AuthClient = Awaited<ReturnType<typeof supabase>>["auth"];

/** The "Error" toast in the page's language, with what it says of the auth server's answer. */
const raiseError = (words: AuthWords, text: string) =>
  notifyIn({ title: words.errorTitle, description: text, dismiss: words.dismissToast }, "authError", text);

/**
 * Runs one call to the auth server with both forms marked busy; its error (or a failure to reach it) is
 * the toast: in English the server's own words, in another language the sentence for its code. Returns
 * whether the call succeeded.
 */
async function authenticate(
  words: AuthWords,
  setLoading: (v: boolean) => void,
  call: (auth: AuthClient) => Promise<{ error: { message: string; code?: string } | null }>,
  fallback: string,
): Promise<boolean> {
  setLoading(true);
  try {
    const { error } = await call((await supabase()).auth);
    if (error) raiseError(words, authErrorText(words, error));
    return !error;
  } catch (error) {
    raiseError(words, words.locale === "en" && error instanceof Error ? error.message : fallback);
    return false;
  } finally {
    setLoading(false);
  }
}

interface FormProps {
  words: AuthWords;
  resolver: ReturnType<typeof resolvers>;
  loading: boolean;
  setLoading: (v: boolean) => void;
}

/**
 * Where a signed-in visitor goes: the page's `next` parameter when it names a path on this site, else the
 * page's language's home. Read when it is needed, so the panel renders the same for every address (the
 * page is prerendered).
 */
const nextPath = (home: string) =>
  safeNextPath(new URLSearchParams(window.location.search).get("next"), home);

/**
 * After signing in: the page's `next` when it names one; otherwise a client's portal when the account is
 * linked to a client (asked of the database as the new session), else the home page.
 */
async function landingPath(home: string): Promise<string> {
  const next = nextPath(home);
  if (next !== home) return next;
  try {
    const { data } = await (await supabase()).rpc("portal_account");
    return data && data.length > 0 ? PORTAL_PATH : next;
  } catch {
    return next;
  }
}

function postedErrors<Input extends SignInInput | SignUpInput>(
  fieldErrors: Record<string, string> | undefined,
): FieldErrors<Input> | undefined {
  if (!fieldErrors) return undefined;
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([name, message]) => [name, { type: "server", message }]),
  ) as FieldErrors<Input>;
}

/** The answer to a sign-up posted without JavaScript, in the toast's words. */
function SignUpReply({ posted, words }: { posted: SignUpAnswer; words: AuthWords }) {
  if (!posted) return null;
  const { title, description } = posted.ok
    ? words.signedUp
    : { title: words.errorTitle, description: posted.error };
  return (
    <Notice status={posted.ok ? "success" : "error"} title={title}>
      {description}
    </Notice>
  );
}

function SignInForm({ words, resolver, loading, setLoading }: FormProps) {
  const router = useRouter();
  // Without JavaScript the browser posts the form to `signIn`, and the page comes back with its answer.
  const [posted, formAction] = useActionState(signIn, null);
  const form = useForm<SignInInput, unknown, SignInValues>({
    resolver: resolver.signIn,
    defaultValues: { email: posted?.email ?? "", password: "" },
    errors: postedErrors<SignInInput>(posted?.fieldErrors),
  });
  const submit = form.handleSubmit(async (values) => {
    const signedIn = await authenticate(
      words,
      setLoading,
      (auth) => auth.signInWithPassword(values),
      words.signInFailed,
    );
    if (!signedIn) return;
    router.replace(await landingPath(homePath(words.locale)));
    router.refresh();
  });
  return (
    <form
      action={formAction}
      onSubmit={submit}
      onFocus={warm}
      noValidate
      aria-label={words.signInForm}
      className={stack}
    >
      <LocaleField words={words} />
      <TextField
        label={words.email}
        required
        form={form}
        name="email"
        type="email"
        autoComplete="email"
        size="lg"
      />
      <TextField
        label={words.password}
        required
        form={form}
        name="password"
        type="password"
        autoComplete="current-password"
        size="lg"
      />
      {posted ? (
        <Notice status="error" title={words.errorTitle}>
          {posted.error}
        </Notice>
      ) : null}
      <SubmitButton busy={loading} busyLabel={words.signingIn} size="lg">
        {words.signIn}
      </SubmitButton>
    </form>
  );
}

function SignUpForm({ words, resolver, loading, setLoading }: FormProps) {
  // Without JavaScript the browser posts the form to `signUp`, and the page comes back with its answer.
  const [posted, formAction] = useActionState(signUp, null);
  const typed = posted && !posted.ok ? posted.values : undefined;
  const form = useForm<SignUpInput, unknown, SignUpValues>({
    resolver: resolver.signUp,
    defaultValues: { firstName: "", lastName: "", email: "", ...typed, password: "" },
    errors: postedErrors<SignUpInput>(posted && !posted.ok ? posted.fieldErrors : undefined),
  });
  const submit = form.handleSubmit(async ({ firstName, lastName, email, password }) => {
    const signedUp = await authenticate(
      words,
      setLoading,
      (auth) =>
        auth.signUp({
          email,
          password,
          options: {
            // The link comes back through the code exchange, which signs the visitor in and lands on
            // `next` (the page's home by default, so a Spanish page's link lands on a Spanish page).
            emailRedirectTo: `${window.location.origin}/auth/confirm?${new URLSearchParams({ next: nextPath(homePath(words.locale)) })}`,
            data: accountData(firstName, lastName, words.locale),
          },
        }),
      words.signUpFailed,
    );
    if (!signedUp) return;
    notifyIn({ ...words.signedUp, dismiss: words.dismissToast }, "signUpSucceeded");
    form.reset();
  });
  return (
    <form
      action={formAction}
      onSubmit={submit}
      onFocus={warm}
      noValidate
      aria-label={words.signUpForm}
      className={stack}
    >
      <LocaleField words={words} />
      <div
        className={css({
          display: "grid",
          gridTemplateColumns: { base: "1fr", sm: "repeat(2, minmax(0, 1fr))" },
          gap: "4",
        })}
      >
        <TextField
          label={words.firstName}
          required
          form={form}
          name="firstName"
          autoComplete="given-name"
          size="lg"
        />
        <TextField
          label={words.lastName}
          required
          form={form}
          name="lastName"
          autoComplete="family-name"
          size="lg"
        />
      </div>
      <TextField
        label={words.email}
        required
        form={form}
        name="email"
        type="email"
        autoComplete="email"
        size="lg"
      />
      <TextField
        label={words.password}
        required
        form={form}
        name="password"
        type="password"
        autoComplete="new-password"
        size="lg"
      />
      <SignUpReply posted={posted} words={words} />
      <SubmitButton busy={loading} busyLabel={words.creatingAccount} size="lg">
        {words.signUp}
      </SubmitButton>
    </form>
  );
}

const tabClasses = tabs({ variant: "enclosed", fitted: true });
const formHeading = css({ fontFamily: "heading", textStyle: "xl", fontWeight: "semibold" });

/**
 * Sign In and Sign Up (/auth, /es/acceso), a small island styled by Panda with Ark UI's tabs, in the
 * words it is handed; errors are the auth server's (in English its own message). Both forms are in the
 * HTML; the inactive one is hidden.
 */
export function AuthPanel({ sessionCookie, words }: { sessionCookie: string; words: AuthWords }) {
  const [loading, setLoading] = useState(false);
  const router = useRouter();
  const withoutScripts = useWithoutScripts();
  const resolver = useMemo(() => resolvers(words), [words]);
  const home = homePath(words.locale);
  const props = { words, resolver, loading, setLoading };

  // A sign-in here or in another tab sends the visitor on to the site. Watching the cookie leaves
  // Supabase's client (about 70 KiB) to load only when a form is used. A sign-in elsewhere may come
  // before this page was used at all: the page's other islands are asked for, or the move would wait.
  useEffect(
    () =>
      watchSessionCookie(sessionCookie, () => {
        loadEveryIsland();
        router.replace(nextPath(home));
      }),
    [router, sessionCookie, home],
  );

  // Tabs need a script to switch: a browser that runs none gets both forms, one under the other.
  if (withoutScripts)
    return (
      <div className={css({ display: "flex", flexDirection: "column", gap: "10" })}>
        <section aria-labelledby="sign-in-heading" className={stack}>
          <h2 id="sign-in-heading" className={formHeading}>
            {words.signIn}
          </h2>
          <SignInForm {...props} />
        </section>
        <section aria-labelledby="sign-up-heading" className={stack}>
          <h2 id="sign-up-heading" className={formHeading}>
            {words.signUp}
          </h2>
          <SignUpForm {...props} />
        </section>
      </div>
    );

  return (
    <Tabs.Root defaultValue="sign-in" lazyMount={false} unmountOnExit={false} className={tabClasses.root}>
      <Tabs.List className={cx(tabClasses.list, css({ mb: "6" }))}>
        <Tabs.Trigger value="sign-in" disabled={loading} className={tabClasses.trigger}>
          {words.signIn}
        </Tabs.Trigger>
        <Tabs.Trigger value="sign-up" disabled={loading} className={tabClasses.trigger}>
          {words.signUp}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="sign-in" className={tabClasses.content}>
        <SignInForm {...props} />
      </Tabs.Content>
      <Tabs.Content value="sign-up" className={tabClasses.content}>
        <SignUpForm {...props} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
