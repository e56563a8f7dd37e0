import { isUuid } from "../list-query";

/**
 * The readers of an area's URL (`/admin/projects?q=...&status=...&project=<id>&new=project`), on the
 * server. Each area's params.ts builds its `parse<Area>State` from them, and its page reads the URL only
 * through that; the browser side changes the URL through useUrlState. Anything unknown means "no
 * filter" or "nothing open" rather than an error page.
 */

export type Params = URLSearchParams | Record<string, string | string[] | undefined>;

/** The longest search any admin list takes, in its box and in its URL. */
export const ADMIN_SEARCH_MAX = 200;

export function param(params: Params, name: string): string {
  const value = params instanceof URLSearchParams ? params.get(name) : params[name];
  return (Array.isArray(value) ? value[0] : value) ?? "";
}

/** The search term: trimmed and bounded. */
export const searchParam = (params: Params) => param(params, "q").trim().slice(0, ADMIN_SEARCH_MAX);

/** A filter: one of `allowed`, or "all" (no filter) for anything else. */
export function filterParam<T extends string>(
  params: Params,
  name: string,
  allowed: readonly T[],
): T | "all" {
  const value = param(params, name);
  return (allowed as readonly string[]).includes(value) ? (value as T) : "all";
}

/** The id of the item whose detail is open, or "" when none (or not an id). */
export function openIdParam(params: Params, name: string): string {
  const value = param(params, name);
  return isUuid(value) ? value : "";
}

/** Whether the create dialog of `kind` is open (`new=<kind>`, the Quick Actions links). */
export const isCreating = (params: Params, kind: string) => param(params, "new") === kind;
