import { defineType } from "sanity";
import { buttonPairFields, stringField, textField } from "../../../studio/schemaTypes/fields.ts";

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
