import { refresh } from "next/cache";
import type { z } from "zod";
import { type Cursor, parseCursor, type Sort, type SortSpec } from "./list-query.ts";
import type { Page, Supabase } from "./query.ts";
import { ONLY_ADMINS } from "./query.ts";
import { adminSession } from "./session.ts";

/**
 * What every dashboard server action answers, and so what every form and button of an area reads:
 * success with what the change made (the row's id unless the action says otherwise), or a sentence to
 * show and, for input its schema refused, each field's first problem.
 */
export type FormResult<T extends object = { id: string }> = ({ ok: true } & T) | FormFailure;

export type FormFailure = {
  ok: false;
  message: string;
  fieldErrors?: Record<string, string>;
  /** Refused because the row changed since the form was opened: the form offers to reload. */
  stale?: true;
};

/** The staff member an action runs for: their own session (RLS checks every row again) and user id. */
export interface AdminSession {
  supabase: Supabase;
  userId: string;
}

/**
 * Validates an action's input on the server with the form's own schema: the values, or the failure to
 * answer with. Its message is the first problem, so a button without fields still says what is wrong;
 * an edit sent as `{ <row>Id, values }` names the form's own fields.
 */
export function parseForm<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { ok: true; data: z.output<S> } | { ok: false; result: FormFailure } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path[0] === "values" ? issue.path.slice(1) : issue.path;
    const field = String(path[0] ?? "");
    if (field && !(field in fieldErrors)) fieldErrors[field] = issue.message;
  }
  const message = parsed.error.issues[0]?.message ?? "Please check the form.";
  return { ok: false, result: { ok: false, message, fieldErrors } };
}

/**
 * What shows a change once it went through. "refresh": the action renders the route the caller shows in
 * its own response. "navigate": the caller moves the URL next (a form closes, the new row opens), and
 * that navigation renders the area; refreshing as well would render it twice for one change.
 */
export type AfterChange = "refresh" | "navigate";

/** A dashboard server action as the browser calls it (what adminAction makes). */
export type ChangeAction<T extends object = { id: string }> = (
  input: unknown,
  after?: AfterChange,
) => Promise<FormResult<T>>;

/**
 * The one shape of a dashboard server action: an admin's session, then the input through `schema`,
 * then `change`. Each area's actions.ts ("use server") exports them:
 * `export const createThingAction = adminAction(thingSchema, async (values, { supabase }) => ...)`.
 * The database's triggers write the activity log. A change that went through is shown in the same
 * response (`refresh()`), so every list and figure on screen follows before the action's promise
 * resolves: no second request, no moment where the toast says done and the view does not. A caller that
 * moves the URL right after says so (`after: "navigate"`): its navigation is then the one render.
 */
export function adminAction<S extends z.ZodType, R extends FormResult<object>>(
  schema: S,
  change: (values: z.output<S>, session: AdminSession) => Promise<R>,
): (input: unknown, after?: AfterChange) => Promise<Extract<R, { ok: true }> | FormFailure> {
  return async (input, after = "refresh") => {
    const session = await adminSession();
    if (!session) return { ok: false, message: ONLY_ADMINS };
    const parsed = parseForm(schema, input);
    if (!parsed.ok) return parsed.result;
    const result = await change(parsed.data, session);
    if (result.ok && after !== "navigate") refresh();
    // Every failure R can be is a FormFailure (its constraint); TypeScript cannot narrow a type parameter.
    return result as Extract<R, { ok: true }> | FormFailure;
  };
}

/**
 * A list's "Load more" (each area's `loadMore<Rows>` action): the view as `query` (the list's URL
 * parameters) reads it, the page after `cursor`, for an admin. A cursor that does not fit the view's
 * sort is refused before anything reaches the database.
 */
export async function nextPage<S extends { sort: Sort<K> }, K extends string, T>(
  query: unknown,
  cursor: unknown,
  spec: SortSpec<K>,
  parse: (params: URLSearchParams) => S | Promise<S>,
  readList: (supabase: Supabase, state: S, cursor: Cursor) => Promise<Page<T>>,
): Promise<Page<T>> {
  if (typeof query !== "string") return { ok: false };
  const session = await adminSession();
  if (!session) return { ok: false };
  const state = await parse(new URLSearchParams(query));
  const after = parseCursor(cursor, spec.columns[state.sort.key]);
  return after ? readList(session.supabase, state, after) : { ok: false };
}
