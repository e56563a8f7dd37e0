import { headingFields } from "../../../lib/sanity/fragments.ts";
import { statFields } from "../stats-band/query.ts";

export const processHeroFields = /* groq */ `badge,
  heading${headingFields},
  stats[]${statFields}` as const;
