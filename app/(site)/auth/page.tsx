import type { Metadata } from "next";
import { IntroPage, introMetadata } from "@/components/ui/intro-page";

export const metadata: Metadata = { ...introMetadata("/auth"), robots: { index: false, follow: false } };

export default function AuthPage() {
  return <IntroPage route="/auth" />;
}
