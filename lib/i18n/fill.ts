/** A dictionary entry with its `{name}` slots filled; an unknown slot stays as written. */
export const fill = (words: string, values: Record<string, string | number>) =>
  words.replace(/\{(\w+)\}/g, (slot, name: string) => String(values[name] ?? slot));
