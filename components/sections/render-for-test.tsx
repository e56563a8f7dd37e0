import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { system } from "@/components/ui/system";
import { runLocalQuery } from "@/lib/sanity/groq-local";
import { homePageQuery } from "@/lib/sanity/queries";
import { fetchResolved } from "@/lib/sanity/resolve";
import { seedDataset } from "@/tests/fixtures/content/load-seed";
import type { HomeContent } from "./types";

/** The home content of the seed, through the same query and token filling as the site. */
export async function seedHomeContent(): Promise<HomeContent> {
  const dataset = seedDataset();
  const content = await fetchResolved<HomeContent | null>(
    (query, params) => runLocalQuery(dataset, query, params),
    homePageQuery,
  );
  if (!content) throw new Error("the seed has no home page");
  return content;
}

/** Server-renders a section inside the site's Chakra system and returns the markup. */
export function renderSection(node: ReactNode): string {
  return renderToString(<ChakraProvider value={system}>{node}</ChakraProvider>)
    .replace(/<!-- -->/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'");
}
