/**
 * A form the browser posted itself (no JavaScript) as the plain values its schema reads: React's own
 * `$ACTION_…` fields dropped, a field named in `lists` (checkboxes sharing a name) always an array, any
 * other field its last value. Line breaks are the island's "\n": a browser posts a text box's as "\r\n".
 * Files are not taken: no lead form has one.
 */
export function postedValues(data: FormData, lists: readonly string[] = []): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of new Set(data.keys())) {
    if (name.startsWith("$ACTION")) continue;
    const texts = data
      .getAll(name)
      .filter((value): value is string => typeof value === "string")
      .map((value) => value.replace(/\r\n?/g, "\n"));
    values[name] = lists.includes(name) ? texts : (texts.at(-1) ?? "");
  }
  for (const name of lists) values[name] ??= [];
  return values;
}
