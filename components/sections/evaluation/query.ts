import { headingFields } from "../../../lib/sanity/fragments.ts";

export const evaluationFields = /* groq */ `evaluation${headingFields}` as const;

/** A landing page's evaluation form under its own heading. */
export const evaluationBlockFields =
  /* groq */ `_type == "evaluationBlock" => { heading${headingFields} }` as const;
