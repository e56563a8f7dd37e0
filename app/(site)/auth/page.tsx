import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthNotices } from "@/components/forms/auth-notices";
import { AuthIsland } from "@/components/forms/on-demand-forms";
import { PageHeader } from "@/components/ui/page-header";
import { supabaseEnv } from "@/lib/env";
import { safeNextPath } from "@/lib/safe-redirect";
import { authCookieName } from "@/lib/supabase/options";
import { createClient } from "@/lib/supabase/server";
import { css } from "@/styled-system/css";

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

export default async function AuthPage({
  searchParams,
}: {
  searchParams: Promise<{ error?: string; notice?: string; next?: string }>;
}) {
  const { error, notice, next: nextParam } = await searchParams;
  const next = safeNextPath(nextParam);
  const supabase = await createClient();
  const { data } = await supabase.auth.getClaims();
  if (data?.claims?.sub) redirect(next);
  return (
    <>
      <PageHeader {...intro} />
      <div
        className={css({ maxW: "lg", mx: "auto", px: { base: "4", md: "8" }, pb: { base: "16", md: "24" } })}
      >
        <div
          className={css({
            display: "flex",
            flexDirection: "column",
            gap: "6",
            borderRadius: "l3",
            borderWidth: "1px",
            borderColor: "border",
            bg: "bg.panel",
            boxShadow: "md",
            p: { base: "5", md: "8" },
          })}
        >
          <AuthNotices
            linkError={typeof error === "string" ? error.slice(0, 300) : undefined}
            confirmed={notice === "confirmed"}
          />
          <AuthIsland next={next} sessionCookie={authCookieName(supabaseEnv().url)} />
        </div>
      </div>
    </>
  );
}
