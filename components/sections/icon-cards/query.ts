import { headingFields } from "../../../lib/sanity/fragments.ts";

/** One icon card; every card grid reads its cards with it. */
export const iconCardFields = /* groq */ `{ _key, icon, title, description }` as const;

/** The careers page's benefits. */
export const benefitsFields = /* groq */ `benefitsHeading${headingFields},
  benefits[]${iconCardFields}` as const;

/** The about page's values. */
export const valuesFields = /* groq */ `valuesHeading${headingFields},
  values[]${iconCardFields}` as const;

/** A landing page's cards. */
export const cardsBlockFields =
  /* groq */ `_type == "cardsBlock" => { heading${headingFields}, cards[]${iconCardFields} }` as const;
