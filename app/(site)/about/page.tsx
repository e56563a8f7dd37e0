import { IntroPage, introMetadata } from "@/components/ui/intro-page";

export const metadata = introMetadata("/about");

export default function AboutPage() {
  return <IntroPage route="/about" />;
}
