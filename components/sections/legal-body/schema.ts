import { defineArrayMember, defineType } from "sanity";
import { hrefField, richTextRules } from "../../../studio/schemaTypes/fields.ts";

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
