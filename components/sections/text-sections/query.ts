/** One titled paragraph of a page's text sections. */
export const textSectionFields = /* groq */ `{ _key, title, text }` as const;
