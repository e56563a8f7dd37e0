import { defineField, defineType } from "sanity";
import { headingField, stringField } from "../../../studio/schemaTypes/fields.ts";

/** The heading of a page's offices section (about, contact); the offices are edited in Site settings. */
export const officesHeadingField = () =>
  headingField("officesHeading", "Offices heading", "Above the offices (edited in Site settings).");

/** One office, listed in Site settings. */
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
