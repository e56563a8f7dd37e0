import { headingFields } from "../../../lib/sanity/fragments.ts";

export const metaTagsFields = /* groq */ `tagsHeading${headingFields},
  checklistTitle,
  checklist` as const;
