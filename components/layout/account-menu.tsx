"use client";

import type { SupabaseClient } from "@supabase/supabase-js";
import { ShieldCheck } from "lucide";
import NextLink from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { hasSessionCookie } from "../../lib/supabase/session-cookie.ts";
import { SvgIcon } from "../ui/svg-icon.tsx";

/** `admin` is null while the role lookup is under way. */
type AccountState = { signedIn: false } | { signedIn: true; admin: boolean | null };

/** The menu's two button looks, composed on the server (./account-nav.tsx) so the island ships no styling runtime. */
export interface AccountMenuClasses {
  ghost: string;
  subtle: string;
}

/**
 * The header's account entry, read in the browser so every marketing page stays static. Supabase's
 * client is only fetched once a session cookie exists; then it follows sign-in, sign-out and refreshes.
 */
export function AccountMenu({
  signInLabel,
  signOutLabel,
  signInHref,
  homeHref,
  sessionCookie,
  classes,
}: {
  signInLabel: string;
  signOutLabel: string;
  /** The sign-in page in the page's language. */
  signInHref: string;
  /** Where signing out leads: the home page in the page's language. */
  homeHref: string;
  sessionCookie: string;
  classes: AccountMenuClasses;
}) {
  const [state, setState] = useState<AccountState>({ signedIn: false });
  const [signingOut, setSigningOut] = useState(false);
  const client = useRef<SupabaseClient | null>(null);
  const pathname = usePathname();
  const router = useRouter();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation (after signing in) is the trigger
  useEffect(() => {
    if (client.current || !hasSessionCookie(sessionCookie)) return;
    let unsubscribe = () => {};
    let cancelled = false;
    void Promise.all([import("../../lib/supabase/client.ts"), import("../../lib/supabase/roles.ts")]).then(
      ([{ createClient }, { isAdmin }]) => {
        if (cancelled) return;
        const supabase = createClient();
        client.current = supabase;
        const { data } = supabase.auth.onAuthStateChange((_event, session) => {
          const user = session?.user;
          if (!user) {
            setState({ signedIn: false });
            return;
          }
          setState((previous) => ({ signedIn: true, admin: previous.signedIn ? previous.admin : null }));
          // Outside the callback: auth-js holds a lock while it runs, and the lookup needs the session.
          setTimeout(() => {
            void isAdmin(supabase, user.id).then((admin) =>
              setState((previous) => (previous.signedIn ? { signedIn: true, admin } : previous)),
            );
          }, 0);
        });
        unsubscribe = () => data.subscription.unsubscribe();
      },
    );
    return () => {
      cancelled = true;
      unsubscribe();
      client.current = null;
    };
  }, [pathname, sessionCookie]);

  if (!state.signedIn) {
    return (
      <NextLink href={signInHref} className={classes.ghost}>
        {signInLabel}
      </NextLink>
    );
  }

  const signOut = async () => {
    setSigningOut(true);
    try {
      const { error } = (await client.current?.auth.signOut()) ?? {};
      if (error) console.warn(`Sign out: ${error.message}`);
    } finally {
      setSigningOut(false);
      setState({ signedIn: false });
      router.push(homeHref);
      router.refresh();
    }
  };

  // The group is busy until the role lookup has answered, so assistive technology (and tests) can tell
  // "not an admin" from "not known yet".
  return (
    <span style={{ display: "contents" }} data-account="signed-in" aria-busy={state.admin === null}>
      {state.admin ? (
        <a href="/admin" className={classes.subtle}>
          <SvgIcon icon={ShieldCheck} size={16} /> Admin
        </a>
      ) : null}
      <button
        type="button"
        className={classes.ghost}
        disabled={signingOut}
        aria-busy={signingOut}
        onClick={signOut}
      >
        {signOutLabel}
      </button>
    </span>
  );
}
