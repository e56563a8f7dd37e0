import { headingFields } from "../../../lib/sanity/fragments.ts";

export const processPhasesFields = /* groq */ `phasesHeading${headingFields},
  "phases": phases[]{ _key, title, duration, description, bullets }` as const;
