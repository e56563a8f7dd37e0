import { HomePage } from "@/components/sections/home-page";
import { getHomePage } from "@/lib/sanity/home-page";
import { pageMetadata } from "@/lib/sanity/metadata";

export function generateMetadata() {
  return pageMetadata("homePage", "/");
}

export default async function Page() {
  return <HomePage content={await getHomePage()} />;
}
