import type { TestPageQueryResult } from "../../lib/sanity/sanity.types.ts";
import type { MetaTag } from "../sections/meta-tags-explainer/meta-tags.ts";
import { MetaTagsExplainer } from "../sections/meta-tags-explainer/meta-tags-explainer.tsx";
import { PageHeading } from "../sections/page-heading.tsx";
import { TextSections } from "../sections/text-sections/text-sections.tsx";
import { Reveal } from "../ui/reveal.tsx";

export type TestPageContent = NonNullable<TestPageQueryResult>;

/** /test: what the social tags are, and the tags this very page emits. */
export function TestPage({ content, tags }: { content: TestPageContent; tags: MetaTag[] }) {
  return (
    <>
      <PageHeading heading={content.heading} />
      <TextSections id="tag-groups" sections={content.sections} />
      <Reveal>
        <MetaTagsExplainer content={content} tags={tags} />
      </Reveal>
    </>
  );
}
