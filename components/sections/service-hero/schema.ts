import { defineType } from "sanity";
import { buttonPairFields, stringField, textField } from "../../../studio/schemaTypes/fields.ts";

/** A service page's first screen: its category, headline, description and two buttons. Stored on the service page as `hero`. */
export const serviceHero = defineType({
  name: "serviceHero",
  title: "Hero",
  type: "object",
  fields: [
    stringField({
      name: "label",
      title: "Category label",
      description: "e.g. Infrastructure Service.",
      required: true,
    }),
    stringField({ name: "title", title: "Title", description: "The page headline.", required: true }),
    textField({
      name: "description",
      title: "Description",
      description: "One or two sentences.",
      required: true,
    }),
    ...buttonPairFields({ primary: "The filled button.", secondary: "Usually links to /#contact." }),
  ],
});
