import { defineField, defineType } from "sanity";
import { buttonPairFields, objectField, stringField, textField } from "../../../studio/schemaTypes/fields.ts";

/** The closing banner of the process and portfolio pages, stored in their `cta` field. */
export const pageCtaField = () =>
  objectField({
    name: "cta",
    title: "Call to action",
    description: "The closing banner.",
    type: "banner",
    group: "content",
    required: true,
  });

/** The service page's closing banner, stored in its `banner` field. */
export const serviceBannerField = () =>
  defineField({
    name: "banner",
    title: "Closing banner",
    description: "Title, sentence and two buttons at the end of the page.",
    type: "banner",
    group: "content",
    validation: (rule) => rule.required(),
  });

/** A closing banner as editors fill it in; `closing-banner.tsx` and `cta-banner.tsx` render it. */
export const banner = defineType({
  name: "banner",
  title: "Call to action banner",
  type: "object",
  description: "A closing banner with a title, a sentence and two buttons.",
  fields: [
    stringField({ name: "title", title: "Title", description: "The banner headline.", required: true }),
    textField({ name: "text", title: "Text", description: "One sentence under the title.", required: true }),
    ...buttonPairFields(),
  ],
  preview: { select: { title: "title", subtitle: "text" } },
});
