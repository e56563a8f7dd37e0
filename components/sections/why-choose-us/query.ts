import { headingFields } from "../../../lib/sanity/fragments.ts";
import { iconCardFields } from "../icon-cards/query.ts";

export const whyChooseUsFields = /* groq */ `whyHeading${headingFields},
  whyChooseUs[]${iconCardFields}` as const;
