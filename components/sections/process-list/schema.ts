import { defineType } from "sanity";
import { countedArrayField, headingField } from "../../../studio/schemaTypes/fields.ts";

/** A service page's numbered list. Stored on the service page as `processList`. */
export const serviceProcessList = defineType({
  name: "serviceProcessList",
  title: "Process or capabilities list",
  type: "object",
  fields: [
    headingField("heading", "Heading", "Title of the list.", null),
    countedArrayField({
      name: "items",
      title: "Items",
      description: "In order.",
      of: "textSection",
      min: 1,
    }),
  ],
});
