import { headingField } from "../../../studio/schemaTypes/fields.ts";

/** The testimonials' heading on the process page; the testimonials are the Testimonials list. */
export const testimonialsSchemaFields = [
  headingField(
    "testimonialsHeading",
    "Testimonials heading",
    "Above the testimonials (edited in the Testimonials list).",
  ),
];
