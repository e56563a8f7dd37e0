import { IntroPage, introMetadata } from "@/components/ui/intro-page";

export const metadata = introMetadata("/services");

export default function ServicesPage() {
  return <IntroPage route="/services" />;
}
