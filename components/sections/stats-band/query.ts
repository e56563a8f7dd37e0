/** One figure of a band of figures (process hero, about page, hero, industries). */
export const statFields = /* groq */ `{ _key, value, label }` as const;
