import { IntroPage, introMetadata } from "@/components/ui/intro-page";

export const metadata = introMetadata("/contact");

export default function ContactPage() {
  return <IntroPage route="/contact" />;
}
