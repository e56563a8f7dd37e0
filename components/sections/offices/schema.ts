import { defineField, defineType } from "sanity";
import { stringField } from "../../../studio/schemaTypes/fields.ts";

export const office = defineType({
  name: "office",
  title: "Office",
  type: "object",
  description: "One of the agency's offices, listed in the footer and on the contact page.",
  fields: [
    stringField({ name: "city", title: "City", description: "e.g. Houston.", required: true }),
    stringField({
      name: "region",
      title: "Region",
      description: "State or country, e.g. Texas.",
      required: true,
    }),
    stringField({
      name: "address",
      title: "Address",
      description: "Street address or district.",
      required: true,
    }),
    stringField({ name: "phone", title: "Phone", description: "Local phone number.", required: true }),
    stringField({ name: "timezone", title: "Time zone", description: "e.g. Central Time.", required: true }),
    defineField({
      name: "isHeadquarters",
      title: "Headquarters",
      description: "Marks the head office.",
      type: "boolean",
      initialValue: false,
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: "city", subtitle: "address" } },
});
