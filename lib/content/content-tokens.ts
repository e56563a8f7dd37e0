/**
 * Copy never types a figure that lives elsewhere: it writes a token such as {quoteSteps} or
 * {projectsDelivered}, and every query result is filled with the live values here, the one place
 * tokens are resolved.
 */
export type ContentTokens = Readonly<Record<string, string>>;

const TOKEN = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** Replaces the known tokens of a text; unknown braces are left as they are. */
export function fillTokens(text: string, tokens: ContentTokens): string {
  return text.replace(TOKEN, (match, name: string) =>
    Object.hasOwn(tokens, name) ? String(tokens[name]) : match,
  );
}

/** Replaces the tokens in every string of a query result, keeping its shape and type. */
export function fillContentTokens<T>(value: T, tokens: ContentTokens): T {
  if (typeof value === "string") return fillTokens(value, tokens) as T;
  if (Array.isArray(value)) return value.map((item) => fillContentTokens(item, tokens)) as T;
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = fillContentTokens(item, tokens);
    return out as T;
  }
  return value;
}

/** The names of the tokens a text writes, in order. */
export function tokenNames(text: string): string[] {
  return [...text.matchAll(TOKEN)].map((match) => match[1] ?? "");
}

/** The text without its tokens, so that a check for typed figures ignores what tokens will fill in. */
export function withoutTokens(text: string, replacement = " "): string {
  return text.replace(TOKEN, replacement);
}
