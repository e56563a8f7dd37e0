import { ctaFields } from "../../../lib/sanity/fragments.ts";

export const serviceHeroFields =
  /* groq */ `hero{ label, title, description, primary${ctaFields}, secondary${ctaFields} }` as const;
