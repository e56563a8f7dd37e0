import { defineType } from "sanity";
import { headingField, stringListField } from "../../../studio/schemaTypes/fields.ts";

/** A service page's list of technologies or platforms. Stored on the service page as `technologies`. */
export const serviceTechnologies = defineType({
  name: "serviceTechnologies",
  title: "Technologies",
  type: "object",
  fields: [
    headingField("heading", "Heading", "Title of the list.", null),
    stringListField({
      name: "items",
      title: "Technologies",
      description: "Names, in order.",
      itemTitle: "Technology",
      min: 1,
    }),
  ],
});
