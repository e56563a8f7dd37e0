import { headingFields } from "../../../lib/sanity/fragments.ts";
import { iconCardFields } from "../icon-cards/query.ts";

export const capabilitiesFields = /* groq */ `capabilitiesHeading${headingFields},
  capabilities[]${iconCardFields}` as const;
