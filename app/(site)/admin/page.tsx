import type { Metadata } from "next";
import { IntroPage, introMetadata } from "@/components/ui/intro-page";

export const metadata: Metadata = { ...introMetadata("/admin"), robots: { index: false, follow: false } };

export default function AdminPage() {
  return <IntroPage route="/admin" />;
}
