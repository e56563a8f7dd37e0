import { defineType } from "sanity";
import { iconField, stringField, textField } from "../../../studio/schemaTypes/fields.ts";

export const iconCard = defineType({
  name: "iconCard",
  title: "Card",
  type: "object",
  description: "A card with an icon, a title and a short description.",
  fields: [
    iconField(),
    stringField({ name: "title", title: "Title", description: "Card headline.", required: true }),
    textField({
      name: "description",
      title: "Description",
      description: "One or two sentences.",
      required: true,
    }),
  ],
  preview: { select: { title: "title", subtitle: "description" } },
});
