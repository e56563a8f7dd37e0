import { isUuid, parseSort, type Sort, type SortSpec, sortLabel } from "../list-query";
import type { ListPage, Page } from "../query";

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

/** The list's sort (`sort=amount-desc`): one of its own, or its default. */
export const sortParam = <K extends string>(params: Params, spec: SortSpec<K>): Sort<K> =>
  parseSort(spec, param(params, "sort"));

/**
 * The parameters among `names` that choose a list's rows and order, as a query string: the list
 * starts again when it changes, and "Load more" reads the next page of the same view from it.
 */
export function listQuery(params: Params, names: readonly string[]): string {
  const kept = new URLSearchParams();
  for (const name of names) {
    const value = param(params, name);
    if (value) kept.set(name, value);
  }
  return kept.toString();
}

/** A list's first page as its view shows it, with the action that reads the pages after it. */
export function listPage<T, K extends string>(
  first: Page<T>,
  params: Params,
  names: readonly string[],
  spec: SortSpec<K>,
  sort: Sort<K>,
  loadMore: ListPage<T>["loadMore"],
): ListPage<T> {
  return {
    first,
    query: listQuery(params, names),
    loadMore,
    sorted: sortLabel(spec, sort),
    sortedBy: { label: spec.columns[sort.key].label, direction: sort.direction },
  };
}
