import { ctaFields } from "../../../lib/sanity/fragments.ts";
import { caseStudyFields } from "../portfolio/query.ts";
import { textSectionFields } from "../text-sections/query.ts";

/** One case study (`$id`) with its story, and the home portfolio's link back to all of them. */
export const caseStudyPageFields = /* groq */ `"study": *[_type == "caseStudy" && _id == $id][0]{
    ...${caseStudyFields},
    story[]${textSectionFields}
  },
  "allLink": *[_type == "homePage" && _id == "homePage"][0].portfolio.allLink${ctaFields}` as const;
