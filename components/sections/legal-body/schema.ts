import { defineArrayMember, defineField, defineType } from "sanity";
import { hrefField, richTextRules, stringField } from "../../../studio/schemaTypes/fields.ts";

/** A legal page's title, date and text: the whole of a legal page besides its SEO, stored on it. */
export const legalBodySchemaFields = [
  stringField({
    name: "title",
    title: "Title",
    description: "The page headline.",
    required: true,
    group: "content",
  }),
  defineField({
    name: "updatedAt",
    title: "Last updated",
    description: "Shown under the title.",
    type: "date",
    group: "content",
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: "body",
    title: "Body",
    description: "The full text.",
    type: "richText",
    group: "content",
    // A field's own rules replace its type's, so the rich-text warnings are repeated here.
    validation: (rule) => [rule.required(), ...richTextRules(rule as never)] as never,
  }),
];

/** The rich text of a legal page. */
export const richText = defineType({
  name: "richText",
  title: "Rich text",
  type: "array",
  description: "Headings, paragraphs, lists and links.",
  of: [
    defineArrayMember({
      type: "block",
      styles: [
        { title: "Paragraph", value: "normal" },
        { title: "Heading", value: "h2" },
        { title: "Subheading", value: "h3" },
      ],
      lists: [{ title: "Bullets", value: "bullet" }],
      marks: {
        decorators: [
          { title: "Bold", value: "strong" },
          { title: "Italic", value: "em" },
        ],
        annotations: [
          defineArrayMember({
            name: "link",
            type: "object",
            title: "Link",
            fields: [hrefField()],
          }),
        ],
      },
    }),
  ],
  validation: (rule) => richTextRules(rule as never) as never,
});
