import type { z } from "zod";
import type { WriteResult } from "../query";

/** What a workspace form's server action answers: the row's id, or a message and each field's error. */
export type FormResult = WriteResult | { ok: false; message: string; fieldErrors: Record<string, string> };

export const CHECK_FIELDS = "Please check the highlighted fields.";

/**
 * Validates a form's input on the server with the same schema as the browser: the values, or a
 * FormResult naming the first problem of each field.
 */
export function parseForm<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { ok: true; data: z.output<S> } | { ok: false; result: FormResult } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !(field in fieldErrors)) fieldErrors[field] = issue.message;
  }
  return { ok: false, result: { ok: false, message: CHECK_FIELDS, fieldErrors } };
}
