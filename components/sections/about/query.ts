import { ctaFields, headingFields } from "../../../lib/sanity/fragments.ts";

export const aboutFields = /* groq */ `about{
  heading${headingFields},
  stepsTitle,
  steps[]{ _key, title, duration, description },
  primary${ctaFields},
  secondary${ctaFields}
}` as const;
