import { headingFields } from "../../../lib/sanity/fragments.ts";

export const analyzerFields = /* groq */ `analyzer{ enabled, heading${headingFields} }` as const;
