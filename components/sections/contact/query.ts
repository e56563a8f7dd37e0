import { ctaFields, headingFields } from "../../../lib/sanity/fragments.ts";

export const contactFields = /* groq */ `contact{
  heading${headingFields},
  cards[]{ _key, icon, title, value, note, href },
  formTitle,
  quoteButtonLabel,
  call${ctaFields},
  chat${ctaFields}
}` as const;

/** The home page's contact block, which the contact page shows as well. */
export const homeContactFields =
  /* groq */ `"contact": *[_type == "homePage" && _id == "homePage"][0].${contactFields}` as const;

/** A landing page's contact form: its own heading over the home page's contact details. */
export const contactBlockFields = /* groq */ `_type == "contactBlock" => {
  heading${headingFields},
  "contact": *[_type == "homePage" && _id == "homePage"][0].${contactFields}
}` as const;
