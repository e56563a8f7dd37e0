import { IntroPage, introMetadata } from "@/components/ui/intro-page";

export const metadata = introMetadata("/insights");

export default function InsightsPage() {
  return <IntroPage route="/insights" />;
}
