/** GROQ projections shared by several queries. Plain strings, interpolated into `defineQuery` calls. */
export const imageFields = /* groq */ `{
  alt,
  hotspot,
  crop,
  "asset": asset->{ _id, url, "width": metadata.dimensions.width, "height": metadata.dimensions.height }
}` as const;

export const ctaFields = /* groq */ `{ label, href }` as const;

export const headingFields = /* groq */ `{ eyebrow, title, text }` as const;

export const seoFields = /* groq */ `{ title, description, noindex, ogImage${imageFields} }` as const;
