import { headingFields } from "../../../lib/sanity/fragments.ts";

export const evaluationFields = /* groq */ `evaluation${headingFields}` as const;
