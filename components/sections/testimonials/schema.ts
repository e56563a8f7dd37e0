import { defineType } from "sanity";
import { headingField } from "../../../studio/schemaTypes/fields.ts";

/** The testimonials' heading on the process page; the testimonials are the Testimonials list. */
export const testimonialsSchemaFields = [
  headingField(
    "testimonialsHeading",
    "Testimonials heading",
    "Above the testimonials (edited in the Testimonials list).",
  ),
];

/** A landing page's testimonials: its own heading over the Testimonials list. */
export const testimonialsBlock = defineType({
  name: "testimonialsBlock",
  title: "Testimonials",
  type: "object",
  fields: [
    headingField("heading", "Heading", "Above the testimonials (edited in the Testimonials list).", null),
  ],
  preview: {
    select: { title: "heading.title" },
    prepare: ({ title }) => ({ title, subtitle: "Testimonials" }),
  },
});
