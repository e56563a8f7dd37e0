import { homePath, type Locale, localizedPath } from "../../lib/i18n/locales.ts";
import { supabaseEnv } from "../../lib/runtime/env.ts";
import { authCookieName } from "../../lib/supabase/options.ts";
import { button } from "../../styled-system/recipes/index.mjs";
import { AccountMenu, type AccountMenuClasses } from "./account-menu.tsx";

const classes: AccountMenuClasses = {
  ghost: button({ variant: "ghost", size: "sm" }),
  subtle: button({ variant: "subtle", size: "sm" }),
};

/**
 * The visitor's account entry in the header: Sign In when signed out; Sign Out, and Admin for admins,
 * when signed in. The session is read in the browser (AccountMenu) so the pages around it stay static; the
 * cookie to look for is named here, on the server, so the island ships without the environment checks.
 */
export function AccountNav({
  signInLabel,
  signOutLabel,
  locale,
}: {
  signInLabel: string;
  signOutLabel: string;
  locale: Locale;
}) {
  return (
    <AccountMenu
      signInLabel={signInLabel}
      signOutLabel={signOutLabel}
      signInHref={localizedPath("/auth", locale) ?? "/auth"}
      homeHref={homePath(locale)}
      sessionCookie={authCookieName(supabaseEnv().url)}
      classes={classes}
    />
  );
}
