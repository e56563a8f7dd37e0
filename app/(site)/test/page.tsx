import { cache } from "react";
import { TestPage } from "../../../components/pages/test-page.tsx";
import { metaTagsOf } from "../../../components/sections/meta-tags-explainer/meta-tags.ts";
import { localizedPageMetadata } from "../../../lib/i18n/metadata.ts";
import { siteUrl } from "../../../lib/runtime/env.ts";
import { sanityFetch } from "../../../lib/sanity/fetch.ts";
import { testPageQuery } from "../../../lib/sanity/queries.ts";
import { MissingContentError } from "../../../lib/sanity/site-shell.ts";

// One metadata object per render: the head is written from it and the page lists its tags from it.
const metadata = cache(() => localizedPageMetadata("testPage", "/test", "en"));

export function generateMetadata() {
  return metadata();
}

export default async function Page() {
  const [content, own] = await Promise.all([sanityFetch({ query: testPageQuery }), metadata()]);
  if (!content) throw new MissingContentError("The Test page is not published: publish it in the Studio.");
  return <TestPage content={content} tags={metaTagsOf(own, siteUrl)} />;
}
