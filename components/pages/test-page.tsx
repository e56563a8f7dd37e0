import type { MetaTag } from "@/components/sections/meta-tags-explainer/meta-tags";
import { MetaTagsExplainer } from "@/components/sections/meta-tags-explainer/meta-tags-explainer";
import { PageHeading } from "@/components/sections/page-heading";
import { TextSections } from "@/components/sections/text-sections/text-sections";
import { Reveal } from "@/components/ui/reveal";
import type { TestPageQueryResult } from "@/lib/sanity/sanity.types";

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
