import { headingFields, originalsOnly } from "../../../lib/sanity/fragments.ts";

/** The heading the process page gives the testimonials, and every testimonial in the editors' order. */
const allTestimonials =
  /* groq */ `*[_type == "testimonial" && ${originalsOnly}] | order(order asc) { _id, name, role, company, quote, rating }` as const;

export const testimonialsFields = /* groq */ `testimonialsHeading${headingFields},
  "testimonials": ${allTestimonials}` as const;

/** A landing page's testimonials block: its own heading over every testimonial. */
export const testimonialsBlockFields =
  /* groq */ `_type == "testimonialsBlock" => { heading${headingFields}, "testimonials": ${allTestimonials} }` as const;
