import type { HomeContent } from "../../components/sections/types.ts";
import { sanityFetch } from "./fetch.ts";
import { homePageQuery } from "./queries.ts";
import { MissingContentError } from "./site-shell.ts";

/** The home page content for `components/sections/home-page.tsx`. */
export async function getHomePage(): Promise<HomeContent> {
  const content = await sanityFetch({ query: homePageQuery });
  if (!content) throw new MissingContentError("The Home page is not published: publish it in the Studio.");
  return content;
}
