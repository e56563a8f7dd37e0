import { ctaFields, headingFields, originalsOnly } from "../../../lib/sanity/fragments.ts";

/** The open roles in the editors' order, the Apply button's email, and the open application. */
export const jobOpeningsFields = /* groq */ `rolesHeading${headingFields},
  applyLabel,
  applyEmail,
  applySubject,
  "roles": *[_type == "jobOpening" && ${originalsOnly}] | order(order asc) { _id, title, department, location, employmentType, summary },
  resume{ title, text, button${ctaFields} }` as const;
