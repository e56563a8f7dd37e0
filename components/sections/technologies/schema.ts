import { defineField, defineType } from "sanity";
import { stringListField } from "../../../studio/schemaTypes/fields.ts";

/** A service page's list of technologies or platforms. Stored on the service page as `technologies`. */
export const serviceTechnologies = defineType({
  name: "serviceTechnologies",
  title: "Technologies",
  type: "object",
  fields: [
    defineField({
      name: "heading",
      title: "Heading",
      description: "Title of the list.",
      type: "sectionHeading",
      validation: (rule) => rule.required(),
    }),
    stringListField({
      name: "items",
      title: "Technologies",
      description: "Names, in order.",
      itemTitle: "Technology",
      min: 1,
    }),
  ],
});
