import { headingFields, originalsOnly } from "../../../lib/sanity/fragments.ts";

export const industryFields = /* groq */ `{
  _id,
  name,
  "englishName": *[_type == "industry" && _id == string::split(^._id, "__i18n_es")[0]][0].name,
  slug,
  icon,
  headline,
  overview,
  stats[]{ _key, value, label },
  services,
  specialties,
  quoteButtonLabel
}` as const;

export const quoteCalloutFields = /* groq */ `{ title, text, buttonLabel, smallPrint }` as const;

export const industriesTabsFields = /* groq */ `"industries": {
  "heading": industriesSection${headingFields},
  "items": *[_type == "industry" && ${originalsOnly}] | order(order asc) ${industryFields},
  "quoteCta": *[_type == "industriesPage" && _id == "industriesPage"][0].quoteCta${quoteCalloutFields}
}` as const;

/** The industries page: every industry in full and the quote call to action under them. */
export const industriesPageFields =
  /* groq */ `"industries": *[_type == "industry" && ${originalsOnly}] | order(order asc) ${industryFields},
  quoteCta${quoteCalloutFields}` as const;
