import { defineField, defineType } from "sanity";
import { countedArrayField } from "../../../studio/schemaTypes/fields.ts";

/** A service page's numbered list. Stored on the service page as `processList`. */
export const serviceProcessList = defineType({
  name: "serviceProcessList",
  title: "Process or capabilities list",
  type: "object",
  fields: [
    defineField({
      name: "heading",
      title: "Heading",
      description: "Title of the list.",
      type: "sectionHeading",
      validation: (rule) => rule.required(),
    }),
    countedArrayField({
      name: "items",
      title: "Items",
      description: "In order.",
      of: "textSection",
      min: 1,
    }),
  ],
});
