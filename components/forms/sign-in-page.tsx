import type { AuthWords } from "../../lib/auth/words.ts";
import { supabaseEnv } from "../../lib/runtime/env.ts";
import { authCookieName } from "../../lib/supabase/options.ts";
import { FormPanel } from "../ui/form-panel.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { AuthNotices } from "./auth-notices.tsx";
import { AuthIsland } from "./on-demand-forms.tsx";

/**
 * The sign-in page in one language (/auth, /es/acceso): the same for every visitor, prerendered. A visitor
 * who already has a session never sees it (proxy.ts sends them on), and what depends on the address (a
 * confirmation link's notice, where to go after signing in) is read in the browser.
 */
export function SignInPage({ words }: { words: AuthWords }) {
  return (
    <>
      <PageHeader eyebrow={words.eyebrow} title={words.title} description={words.description} />
      <FormPanel width="lg">
        <AuthNotices words={words} />
        <AuthIsland sessionCookie={authCookieName(supabaseEnv().url)} words={words} />
      </FormPanel>
    </>
  );
}
