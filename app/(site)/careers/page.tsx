import { IntroPage, introMetadata } from "@/components/ui/intro-page";

export const metadata = introMetadata("/careers");

export default function CareersPage() {
  return <IntroPage route="/careers" />;
}
