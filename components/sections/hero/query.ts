import { ctaFields } from "../../../lib/sanity/fragments.ts";

export const heroFields = /* groq */ `hero{
  title,
  subtitle,
  primary${ctaFields},
  secondary${ctaFields},
  stats[]{ _key, value, label }
}` as const;
