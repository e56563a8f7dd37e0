import { headingFields } from "../../../lib/sanity/fragments.ts";
import { iconCardFields } from "../icon-cards/query.ts";

export const cloudServicesFields =
  /* groq */ `cloudServices{ heading${headingFields}, cards[]${iconCardFields} }` as const;
