import { IntroPage, introMetadata } from "@/components/ui/intro-page";

export const metadata = introMetadata("/industries");

export default function IndustriesPage() {
  return <IntroPage route="/industries" />;
}
