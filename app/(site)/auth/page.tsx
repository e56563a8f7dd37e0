import { Container } from "@chakra-ui/react";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthPanel } from "@/components/forms/auth-panel";
import { IntroPage, introMetadata } from "@/components/ui/intro-page";
import { createClient } from "@/lib/supabase/server";

export const metadata: Metadata = { ...introMetadata("/auth"), robots: { index: false, follow: false } };

export default async function AuthPage({
  searchParams,
}: {
  searchParams: Promise<{ error?: string; notice?: string }>;
}) {
  const supabase = await createClient();
  const { data } = await supabase.auth.getClaims();
  if (data?.claims?.sub) redirect("/");
  const { error, notice } = await searchParams;
  return (
    <>
      <IntroPage route="/auth" />
      <Container maxW="lg" px={{ base: "4", md: "8" }} pb={{ base: "16", md: "24" }}>
        <AuthPanel
          linkError={typeof error === "string" ? error.slice(0, 300) : undefined}
          confirmed={notice === "confirmed"}
        />
      </Container>
    </>
  );
}
