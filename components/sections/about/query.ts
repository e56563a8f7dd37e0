import { ctaFields, headingFields } from "../../../lib/sanity/fragments.ts";

export const aboutFields = /* groq */ `about{
  heading${headingFields},
  stepsTitle,
  steps[]{ _key, title, duration, description },
  primary${ctaFields},
  secondary${ctaFields}
}` as const;

/** The about page's "how we work": the home page's steps and its main button. */
export const howWeWorkFields =
  /* groq */ `"about": *[_type == "homePage" && _id == "homePage"][0].about{ stepsTitle, steps[]{ _key, title, duration, description }, primary${ctaFields} }` as const;
