export const legalBodyFields = /* groq */ `{ title, updatedAt, body }` as const;
