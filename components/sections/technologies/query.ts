import { headingFields } from "../../../lib/sanity/fragments.ts";

export const technologiesFields = /* groq */ `technologies{ heading${headingFields}, items }` as const;
