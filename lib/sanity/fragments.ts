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

/**
 * The English documents of a collection, never their translations (documents `<id>__i18n_es` of the same
 * type, docs/i18n.md). A Spanish query reads, in its place, each document's translation where one is
 * published and the English document where not (lib/i18n/translations.ts).
 */
export const originalsOnly = /* groq */ `count(string::split(_id, "__i18n_es")) == 1` as const;
