import { ctaFields, imageFields } from "../../../lib/sanity/fragments.ts";

export const heroFields = /* groq */ `hero{
  title,
  subtitle,
  primary${ctaFields},
  secondary${ctaFields},
  stats[]{ _key, value, label },
  image${imageFields}
}` as const;
