import { headingFields } from "../../../lib/sanity/fragments.ts";

/** One figure of a band of figures (process hero, about page, hero, industries). */
export const statFields = /* groq */ `{ _key, value, label }` as const;

/** A landing page's band of figures. */
export const statsBlockFields =
  /* groq */ `_type == "statsBlock" => { heading${headingFields}, stats[]${statFields} }` as const;
