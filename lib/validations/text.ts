// What counts as text, apart from zod: the quote wizard's step gating reads these in the browser before
// any schema has loaded, so this module must not import zod (its first JavaScript would carry it).

// Zero-width and other invisible characters that JavaScript's trim leaves in place.
const INVISIBLE = /[\s\u200B-\u200F\u2060-\u2064\u180E\uFEFF\u00AD]/gu;

/** Characters as the database's char_length counts them (code points). */
export const characterCount = (value: string) => Array.from(value).length;

/** Empty once whitespace, visible or not, is taken out. */
export const isBlank = (value: string) => value.replace(INVISIBLE, "") === "";
