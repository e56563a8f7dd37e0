import { headingFields, originalsOnly } from "../../../lib/sanity/fragments.ts";

export const servicesGridFields = /* groq */ `"services": {
  "heading": servicesSection.heading${headingFields},
  "cardLinkLabel": servicesSection.cardLinkLabel,
  "items": *[_type == "service" && ${originalsOnly}] | order(order asc) {
    _id,
    title,
    category,
    description,
    "href": "/services/" + slug,
    icon,
    gradient,
    accent
  }
}` as const;
