import { Check } from "lucide";
import type { TestPageQueryResult } from "../../../lib/sanity/sanity.types.ts";
import { css, cx } from "../../../styled-system/css/index.mjs";
import { code, surfaceCard } from "../../../styled-system/recipes/index.mjs";
import { SvgIcon } from "../../ui/svg-icon.tsx";
import { SectionHeading } from "../section-heading.tsx";
import { SectionShell } from "../section-shell.tsx";
import type { MetaTag } from "./meta-tags.ts";

type TestContent = NonNullable<TestPageQueryResult>;

/** The tags this page emits, listed as the head carries them, then the sharing checklist. */
export function MetaTagsExplainer({ content, tags }: { content: TestContent; tags: MetaTag[] }) {
  return (
    <SectionShell id="emitted-tags" labelledBy="emitted-tags-title" tone="subtle">
      <SectionHeading heading={content.tagsHeading} id="emitted-tags-title" />
      <div
        className={css({
          display: "grid",
          gridTemplateColumns: { base: "repeat(1, minmax(0, 1fr))", lg: "repeat(3, minmax(0, 1fr))" },
          gap: "8",
          mt: { base: "10", md: "14" },
          alignItems: "start",
        })}
      >
        <div className={cx(surfaceCard(), css({ gridColumn: { lg: "span 2" }, p: "0", overflow: "hidden" }))}>
          <dl data-meta-tags="">
            {tags.map((tag) => (
              <div
                key={tag.key}
                className={css({
                  display: "grid",
                  gridTemplateColumns: { base: "repeat(1, minmax(0, 1fr))", md: "repeat(3, minmax(0, 1fr))" },
                  gap: { base: "1", md: "4" },
                  px: { base: "4", md: "6" },
                  py: "3",
                  borderBottomWidth: "1px",
                  borderColor: "border",
                  _last: { borderBottomWidth: "0" },
                })}
              >
                <dt>
                  <code className={cx(code({ variant: "subtle" }), css({ textStyle: "sm" }))}>{tag.key}</code>
                </dt>
                <dd
                  className={css({ gridColumn: { md: "span 2" }, textStyle: "sm", wordBreak: "break-word" })}
                >
                  {tag.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <div className={cx(surfaceCard(), css({ gap: "4" }))}>
          <h3 className={css({ fontFamily: "heading", textStyle: "lg", fontWeight: "bold" })}>
            {content.checklistTitle}
          </h3>
          <ul className={css({ display: "flex", flexDirection: "column", gap: "3", listStyleType: "none" })}>
            {content.checklist.map((item) => (
              <li key={item} className={css({ display: "inline-flex", alignItems: "flex-start", gap: "2" })}>
                <SvgIcon
                  icon={Check}
                  size={16}
                  className={css({ flexShrink: "0", me: "2", mt: "1", color: "brand.fg" })}
                />
                <p>{item}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </SectionShell>
  );
}
