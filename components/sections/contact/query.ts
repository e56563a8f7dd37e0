import { ctaFields, headingFields } from "../../../lib/sanity/fragments.ts";

export const contactFields = /* groq */ `contact{
  heading${headingFields},
  cards[]{ _key, icon, title, value, note, href },
  formTitle,
  quoteButtonLabel,
  call${ctaFields},
  chat${ctaFields}
}` as const;
