import { defineType } from "sanity";
import { stringField, textField } from "../../../studio/schemaTypes/fields.ts";

export const textSection = defineType({
  name: "textSection",
  title: "Text section",
  type: "object",
  description: "A titled paragraph.",
  fields: [
    stringField({ name: "title", title: "Title", description: "Heading of the section.", required: true }),
    textField({ name: "text", title: "Text", description: "The paragraph.", required: true, rows: 4 }),
  ],
  preview: { select: { title: "title", subtitle: "text" } },
});
