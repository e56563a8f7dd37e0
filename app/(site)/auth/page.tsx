import type { Metadata } from "next";
import { AuthNotices } from "../../../components/forms/auth-notices.tsx";
import { AuthIsland } from "../../../components/forms/on-demand-forms.tsx";
import { FormPanel } from "../../../components/ui/form-panel.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { supabaseEnv } from "../../../lib/runtime/env.ts";
import { authCookieName } from "../../../lib/supabase/options.ts";

// Sign-in copy sits with its form, in code, like every form's labels and messages.
const intro = {
  eyebrow: "Client & staff access",
  title: "Sign in to Cardinal",
  description: "Sign in to your account, or create one to follow your projects with us.",
};

export const metadata: Metadata = {
  title: intro.title,
  description: intro.description,
  alternates: { canonical: "/auth" },
  robots: { index: false, follow: false },
};

/**
 * The same page for every visitor, prerendered: a visitor who already has a session never sees it
 * (proxy.ts sends them on), and what depends on the address (a confirmation link's notice, where to go
 * after signing in) is read in the browser.
 */
export default function AuthPage() {
  return (
    <>
      <PageHeader {...intro} />
      <FormPanel width="lg">
        <AuthNotices />
        <AuthIsland sessionCookie={authCookieName(supabaseEnv().url)} />
      </FormPanel>
    </>
  );
}
