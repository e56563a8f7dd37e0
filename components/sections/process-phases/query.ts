import { headingFields } from "../../../lib/sanity/fragments.ts";

const phaseFields = /* groq */ `{ _key, title, duration, description, bullets }` as const;

export const processPhasesFields = /* groq */ `phasesHeading${headingFields},
  "phases": phases[]${phaseFields}` as const;

/** A landing page's process block: its own heading over the Process page's phases. */
export const processBlockFields = /* groq */ `_type == "processBlock" => {
  heading${headingFields},
  "phases": *[_type == "processPage" && _id == "processPage"][0].phases[]${phaseFields}
}` as const;
