import { IntroPage, introMetadata } from "@/components/ui/intro-page";

export const metadata = introMetadata("/test");

export default function TestPage() {
  return <IntroPage route="/test" />;
}
