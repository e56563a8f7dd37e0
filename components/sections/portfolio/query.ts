import { ctaFields, headingFields, imageFields, originalsOnly } from "../../../lib/sanity/fragments.ts";

export const caseStudyFields = /* groq */ `{
  _id,
  title,
  slug,
  "href": "/insights/" + slug,
  category,
  description,
  image${imageFields},
  tags,
  metrics[]{ _key, value, label }
}` as const;

export const portfolioFields = /* groq */ `"portfolio": {
  "heading": portfolio.heading${headingFields},
  "caseStudyLinkLabel": portfolio.caseStudyLinkLabel,
  "allLink": portfolio.allLink${ctaFields},
  "items": *[_type == "caseStudy" && ${originalsOnly}] | order(order asc) ${caseStudyFields}
}` as const;

/** The portfolio page's list: every case study, with the card link label of the home page's block. */
export const caseStudyListFields =
  /* groq */ `"caseStudies": *[_type == "caseStudy" && ${originalsOnly}] | order(order asc) ${caseStudyFields},
  "caseStudyLinkLabel": *[_type == "homePage" && _id == "homePage"][0].portfolio.caseStudyLinkLabel` as const;

/** A landing page's case studies: the home page's portfolio block type, with every case study. */
export const portfolioBlockFields = /* groq */ `_type == "homePortfolio" => {
  heading${headingFields},
  caseStudyLinkLabel,
  allLink${ctaFields},
  "items": *[_type == "caseStudy" && ${originalsOnly}] | order(order asc) ${caseStudyFields}
}` as const;
