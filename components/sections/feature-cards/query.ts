import { headingFields } from "../../../lib/sanity/fragments.ts";
import { iconCardFields } from "../icon-cards/query.ts";

export const featuresFields =
  /* groq */ `features{ heading${headingFields}, cards[]${iconCardFields} }` as const;
