import { ctaFields } from "../../../lib/sanity/fragments.ts";

/** The closing banner: title, sentence and its two buttons. */
export const bannerFields = /* groq */ `{ title, text, primary${ctaFields}, secondary${ctaFields} }` as const;
