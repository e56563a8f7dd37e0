"use client";

import { Tabs } from "@ark-ui/react/tabs";
import { useRouter } from "next/navigation";
import { useActionState, useEffect, useState } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import { type SignUpAnswer, signIn, signUp } from "../../lib/auth/actions.ts";
import { PORTAL_PATH } from "../../lib/portal/paths.ts";
import { safeNextPath } from "../../lib/runtime/safe-redirect.ts";
import { toastMessage } from "../../lib/runtime/toasts.ts";
import { watchSessionCookie } from "../../lib/supabase/session-cookie.ts";
import type { SignInInput, SignInValues, SignUpInput, SignUpValues } from "../../lib/validations/auth.ts";
import { css, cx } from "../../styled-system/css/index.mjs";
import { tabs } from "../../styled-system/recipes/index.mjs";
import { Notice } from "../ui/notice.tsx";
import { notify, preloadToaster } from "../ui/notify.ts";
import { loadEveryIsland, useWithoutScripts } from "../ui/on-demand.tsx";
import { SubmitButton, TextField } from "./form-kit.tsx";
import { lazyZodResolver } from "./lazy-resolver.ts";

const signInResolver = lazyZodResolver(() =>
  import("../../lib/validations/auth.ts").then((m) => m.signInSchema),
);
const signUpResolver = lazyZodResolver(() =>
  import("../../lib/validations/auth.ts").then((m) => m.signUpSchema),
);

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

/**
 * Runs one call to the auth server with both forms marked busy; its error (or a failure to reach it) is
 * the toast, in the server's own words. Returns whether the call succeeded.
 */
async function authenticate(
  setLoading: (v: boolean) => void,
  call: (auth: AuthClient) => Promise<{ error: { message: string } | null }>,
  fallback: string,
): Promise<boolean> {
  setLoading(true);
  try {
    const { error } = await call((await supabase()).auth);
    if (error) notify("authError", error.message);
    return !error;
  } catch (error) {
    notify("authError", error instanceof Error ? error.message : fallback);
    return false;
  } finally {
    setLoading(false);
  }
}

interface FormProps {
  loading: boolean;
  setLoading: (v: boolean) => void;
}

/**
 * Where a signed-in visitor goes: the page's `next` parameter when it names a path on this site, or /.
 * Read when it is needed, so the panel renders the same for every address (the page is prerendered).
 */
const nextPath = () => safeNextPath(new URLSearchParams(window.location.search).get("next"));

/**
 * After signing in: the page's `next` when it names one; otherwise a client's portal when the account is
 * linked to a client (asked of the database as the new session), else the home page.
 */
async function landingPath(): Promise<string> {
  const next = nextPath();
  if (next !== "/") return next;
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
function SignUpReply({ posted }: { posted: SignUpAnswer }) {
  if (!posted) return null;
  const { title, description } = posted.ok
    ? toastMessage("signUpSucceeded")
    : toastMessage("authError", posted.error);
  return (
    <Notice status={posted.ok ? "success" : "error"} title={title}>
      {description}
    </Notice>
  );
}

function SignInForm({ loading, setLoading }: FormProps) {
  const router = useRouter();
  // Without JavaScript the browser posts the form to `signIn`, and the page comes back with its answer.
  const [posted, formAction] = useActionState(signIn, null);
  const form = useForm<SignInInput, unknown, SignInValues>({
    resolver: signInResolver,
    defaultValues: { email: posted?.email ?? "", password: "" },
    errors: postedErrors<SignInInput>(posted?.fieldErrors),
  });
  const submit = form.handleSubmit(async (values) => {
    if (!(await authenticate(setLoading, (auth) => auth.signInWithPassword(values), "Sign in failed.")))
      return;
    router.replace(await landingPath());
    router.refresh();
  });
  return (
    <form
      action={formAction}
      onSubmit={submit}
      onFocus={warm}
      noValidate
      aria-label="Sign in"
      className={stack}
    >
      <TextField
        label="Email"
        required
        form={form}
        name="email"
        type="email"
        autoComplete="email"
        size="lg"
      />
      <TextField
        label="Password"
        required
        form={form}
        name="password"
        type="password"
        autoComplete="current-password"
        size="lg"
      />
      {posted ? (
        <Notice status="error" title="Error">
          {posted.error}
        </Notice>
      ) : null}
      <SubmitButton busy={loading} busyLabel="Signing In..." size="lg">
        Sign In
      </SubmitButton>
    </form>
  );
}

function SignUpForm({ loading, setLoading }: FormProps) {
  // Without JavaScript the browser posts the form to `signUp`, and the page comes back with its answer.
  const [posted, formAction] = useActionState(signUp, null);
  const typed = posted && !posted.ok ? posted.values : undefined;
  const form = useForm<SignUpInput, unknown, SignUpValues>({
    resolver: signUpResolver,
    defaultValues: { firstName: "", lastName: "", email: "", ...typed, password: "" },
    errors: postedErrors<SignUpInput>(posted && !posted.ok ? posted.fieldErrors : undefined),
  });
  const submit = form.handleSubmit(async ({ firstName, lastName, email, password }) => {
    const signedUp = await authenticate(
      setLoading,
      (auth) =>
        auth.signUp({
          email,
          password,
          options: {
            // The link comes back through the code exchange, which signs the visitor in and lands on /.
            emailRedirectTo: `${window.location.origin}/auth/confirm?${new URLSearchParams({ next: nextPath() })}`,
            data: { first_name: firstName, last_name: lastName },
          },
        }),
      "Sign up failed.",
    );
    if (!signedUp) return;
    notify("signUpSucceeded");
    form.reset();
  });
  return (
    <form
      action={formAction}
      onSubmit={submit}
      onFocus={warm}
      noValidate
      aria-label="Sign up"
      className={stack}
    >
      <div
        className={css({
          display: "grid",
          gridTemplateColumns: { base: "1fr", sm: "repeat(2, minmax(0, 1fr))" },
          gap: "4",
        })}
      >
        <TextField
          label="First Name"
          required
          form={form}
          name="firstName"
          autoComplete="given-name"
          size="lg"
        />
        <TextField
          label="Last Name"
          required
          form={form}
          name="lastName"
          autoComplete="family-name"
          size="lg"
        />
      </div>
      <TextField
        label="Email"
        required
        form={form}
        name="email"
        type="email"
        autoComplete="email"
        size="lg"
      />
      <TextField
        label="Password"
        required
        form={form}
        name="password"
        type="password"
        autoComplete="new-password"
        size="lg"
      />
      <SignUpReply posted={posted} />
      <SubmitButton busy={loading} busyLabel="Creating account..." size="lg">
        Sign Up
      </SubmitButton>
    </form>
  );
}

const tabClasses = tabs({ variant: "enclosed", fitted: true });
const formHeading = css({ fontFamily: "heading", textStyle: "xl", fontWeight: "semibold" });

/**
 * Sign In and Sign Up (/auth), a small island styled by Panda with Ark UI's tabs; errors are
 * the auth server's own message. Both forms are in the HTML; the inactive one is hidden.
 */
export function AuthPanel({ sessionCookie }: { sessionCookie: string }) {
  const [loading, setLoading] = useState(false);
  const router = useRouter();
  const withoutScripts = useWithoutScripts();

  // A sign-in here or in another tab sends the visitor on to the site. Watching the cookie leaves
  // Supabase's client (about 70 KiB) to load only when a form is used. A sign-in elsewhere may come
  // before this page was used at all: the page's other islands are asked for, or the move would wait.
  useEffect(
    () =>
      watchSessionCookie(sessionCookie, () => {
        loadEveryIsland();
        router.replace(nextPath());
      }),
    [router, sessionCookie],
  );

  // Tabs need a script to switch: a browser that runs none gets both forms, one under the other.
  if (withoutScripts)
    return (
      <div className={css({ display: "flex", flexDirection: "column", gap: "10" })}>
        <section aria-labelledby="sign-in-heading" className={stack}>
          <h2 id="sign-in-heading" className={formHeading}>
            Sign In
          </h2>
          <SignInForm loading={loading} setLoading={setLoading} />
        </section>
        <section aria-labelledby="sign-up-heading" className={stack}>
          <h2 id="sign-up-heading" className={formHeading}>
            Sign Up
          </h2>
          <SignUpForm loading={loading} setLoading={setLoading} />
        </section>
      </div>
    );

  return (
    <Tabs.Root defaultValue="sign-in" lazyMount={false} unmountOnExit={false} className={tabClasses.root}>
      <Tabs.List className={cx(tabClasses.list, css({ mb: "6" }))}>
        <Tabs.Trigger value="sign-in" disabled={loading} className={tabClasses.trigger}>
          Sign In
        </Tabs.Trigger>
        <Tabs.Trigger value="sign-up" disabled={loading} className={tabClasses.trigger}>
          Sign Up
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="sign-in" className={tabClasses.content}>
        <SignInForm loading={loading} setLoading={setLoading} />
      </Tabs.Content>
      <Tabs.Content value="sign-up" className={tabClasses.content}>
        <SignUpForm loading={loading} setLoading={setLoading} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
