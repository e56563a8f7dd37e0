import { headingFields } from "../../../lib/sanity/fragments.ts";
import { textSectionFields } from "../text-sections/query.ts";

export const processListFields =
  /* groq */ `processList{ heading${headingFields}, items[]${textSectionFields} }` as const;
