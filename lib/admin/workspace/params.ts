import { isUuid, parseDay, parseSort, type Sort, type SortSpec, sortLabel } from "../list-query.ts";
import type { ListPage, Page } from "../query.ts";

/**
 * The readers of an area's URL (`/admin/projects?q=...&status=...&project=<id>&new=project`), on the
 * server. Each area's params.ts declares its state once with defineUrlState (one reader per parameter),
 * its area.ts names that definition, and its page and actions read the URL only through it; the browser
 * side changes the URL through useUrlState. Anything unknown means "no filter" or "nothing open" rather
 * than an error page.
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

/** How one parameter of the URL is read, by its name: its value, or its default for anything else. */
export type ParamReader<T> = (params: Params, name: string) => T;

/** The readers an area's URL state is declared with; `from` reads another parameter than the key. */
export const read = {
  /** The search box (`q`): trimmed and bounded. */
  search: ((params) => searchParam(params)) as ParamReader<string>,
  /** A filter: one of `allowed`, or "all". */
  filter:
    <T extends string>(allowed: readonly T[]): ParamReader<T | "all"> =>
    (params, name) =>
      filterParam(params, name, allowed),
  /** One of `allowed`, or `fallback` (a sub-view, which create form is open). */
  oneOf:
    <T extends string, D>(allowed: readonly T[], fallback: D, from?: string): ParamReader<T | D> =>
    (params, name) => {
      const value = filterParam(params, from ?? name, allowed);
      return value === "all" ? fallback : value;
    },
  /** The id of the item whose detail is open, or "". */
  openId:
    (from?: string): ParamReader<string> =>
    (params, name) =>
      openIdParam(params, from ?? name),
  /** Whether the create dialog of `kind` is open (`new=<kind>`). */
  creating:
    (kind: string): ParamReader<boolean> =>
    (params) =>
      isCreating(params, kind),
  /** Whether the parameter is `value` (`edit=client`). */
  equals:
    (value: string, from?: string): ParamReader<boolean> =>
    (params, name) =>
      param(params, from ?? name) === value,
  /** A day (YYYY-MM-DD), or "". */
  day: ((params, name) => parseDay(param(params, name))) as ParamReader<string>,
  /** The list's sort: one of its own, or its default. */
  sort:
    <K extends string>(spec: SortSpec<K>): ParamReader<Sort<K>> =>
    (params) =>
      sortParam(params, spec),
};

type Readers = Record<string, ParamReader<unknown>>;

/** The state a definition reads: one field per reader, typed by it. */
export type StateOf<R extends Readers> = { [N in keyof R]: R[N] extends ParamReader<infer T> ? T : never };

/** An area's (or one list's) state in the URL, declared once: what its page, view and actions read. */
export interface UrlStateDefinition<R extends Readers = Readers> {
  readers: R;
  /** The parameters that choose the list's rows and order (see listQuery). */
  list: readonly string[];
  parse: (params: Params) => StateOf<R>;
}

export type UrlState<D extends UrlStateDefinition> = ReturnType<D["parse"]>;

/**
 * Declares a URL state: each key read by its reader (from the parameter of the same name unless the
 * reader says otherwise), the parameters of `list` that choose the listed rows, and what `settle`
 * makes of values that only make sense together (a From after its To).
 */
export function defineUrlState<const R extends Readers>(
  readers: R,
  list: readonly string[] = [],
  settle: (state: StateOf<R>) => StateOf<R> = (state) => state,
): UrlStateDefinition<R> {
  return {
    readers,
    list,
    parse: (params) =>
      settle(
        Object.fromEntries(
          Object.entries(readers).map(([name, reader]) => [name, reader(params, name)]),
        ) as StateOf<R>,
      ),
  };
}
