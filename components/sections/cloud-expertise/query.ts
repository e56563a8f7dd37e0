import { headingFields } from "../../../lib/sanity/fragments.ts";
import { iconCardFields } from "../icon-cards/query.ts";

export const cloudExpertiseFields =
  /* groq */ `cloudExpertise{ heading${headingFields}, cards[]${iconCardFields} }` as const;
