import { defineField, defineType } from "sanity";
import { stringField } from "../../../studio/schemaTypes/fields.ts";

/** The home page's services block as editors fill it in; its cards are the Services list. */
export const homeServicesSection = defineType({
  name: "homeServicesSection",
  title: "Services section",
  type: "object",
  fields: [
    defineField({
      name: "heading",
      title: "Heading",
      description: "Title and introduction.",
      type: "sectionHeading",
      validation: (rule) => rule.required(),
    }),
    stringField({
      name: "cardLinkLabel",
      title: "Card link label",
      description: "e.g. Learn more.",
      required: true,
    }),
  ],
});
