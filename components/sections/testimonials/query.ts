import { headingFields } from "../../../lib/sanity/fragments.ts";

/** The heading the process page gives the testimonials, and every testimonial in the editors' order. */
export const testimonialsFields = /* groq */ `testimonialsHeading${headingFields},
  "testimonials": *[_type == "testimonial"] | order(order asc) { _id, name, role, company, quote, rating }` as const;
