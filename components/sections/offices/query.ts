/** Every office as Site settings lists them (headquarters first), for a page's offices section. */
export const officesFields =
  /* groq */ `"offices": *[_type == "siteSettings" && _id == "siteSettings"][0].offices[]{ _key, city, region, address, phone, timezone, isHeadquarters }` as const;
