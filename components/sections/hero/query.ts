import { ctaFields, imageFields } from "../../../lib/sanity/fragments.ts";

/** The hero as stored, for the home page's field and a landing page's block alike. */
const heroProjection = /* groq */ `{
  title,
  subtitle,
  primary${ctaFields},
  secondary${ctaFields},
  stats[]{ _key, value, label },
  image${imageFields}
}` as const;

export const heroFields = /* groq */ `hero${heroProjection}` as const;

/** A landing page's hero block: the home page's hero type. */
export const heroBlockFields = /* groq */ `_type == "homeHero" => ${heroProjection}` as const;
