import { ctaFields } from "../../../lib/sanity/fragments.ts";

/** The closing banner: title, sentence and its two buttons. */
export const bannerFields = /* groq */ `{ title, text, primary${ctaFields}, secondary${ctaFields} }` as const;

/** A landing page's call-to-action banner: the closing banner type. */
export const bannerBlockFields = /* groq */ `_type == "banner" => ${bannerFields}` as const;
