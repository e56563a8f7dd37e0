/** One titled paragraph of a page's text sections. */
export const textSectionFields = /* groq */ `{ _key, title, text }` as const;

/** A landing page's titled paragraphs. */
export const textBlockFields =
  /* groq */ `_type == "textBlock" => { label, sections[]${textSectionFields} }` as const;
