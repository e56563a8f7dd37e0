import type { SupabaseClient } from "@supabase/supabase-js";
import { type Cursor, LIST_PAGE_SIZE, type Sort, type SortSpec } from "./list-query.ts";
import { narrow, type Page, type Read, read, readPage, type Supabase } from "./query.ts";

/** The filter methods a list's own refinement may use (PostgREST's, as supabase-js builds them). */
export interface ListQuery {
  eq(column: string, value: unknown): ListQuery;
  lt(column: string, value: unknown): ListQuery;
  gte(column: string, value: unknown): ListQuery;
  ilike(column: string, pattern: string): ListQuery;
  or(filters: string): ListQuery;
}

/** What a list reads and how staff narrow it; every area's lists are declared with it. */
export interface ListSourceSpec<F, K extends string> {
  /** Named in the log when a read fails: "clients list". */
  what: string;
  /** The view (or table) the list reads, as the staff member's own session sees it. */
  view: string;
  /** The columns read; every column by default. */
  columns?: string;
  /** The columns the search box looks in (a case-insensitive substring of any of them). */
  search?: readonly string[];
  /** The sorts staff choose from (the URL's `sort`). */
  sorts: SortSpec<K>;
  /** Filters that are a column's value: 'all' or nothing chosen means no filter. */
  filters?: (filters: F) => Record<string, string | undefined>;
  /** Filters a column's value cannot say (an overdue state derived in SQL, a range of days). */
  refine?: (query: ListQuery, filters: F) => ListQuery;
  /** The whole list's order, where it is read at once (exports, figures). */
  order?: { column: string; ascending?: boolean };
}

export interface ListSource<Row, F, K extends string> {
  /** One page in `sort` after `cursor` (the first page with null): what the area and Load more show. */
  page(
    supabase: Supabase | SupabaseClient,
    filters: F,
    sort: Sort<K>,
    cursor: Cursor | null,
    size?: number,
  ): Promise<Page<Row>>;
  /** Every row the filters match, in the list's own order. */
  all(supabase: Supabase | SupabaseClient, filters?: F): Promise<Read<Row[]>>;
}

type Fromable = { from(view: string): { select(columns: string): unknown } };

/**
 * One list of the dashboard, declared once: the view, its search and filters, its sorts. Its pages are
 * keyset pages (readPage: nulls last, the id breaking ties); a failed read is logged and reported, never
 * thrown, so the area can show its load-failure toast.
 */
export function listSource<Row extends { id: string }, F extends object, K extends string>(
  spec: ListSourceSpec<F, K>,
): ListSource<Row, F, K> {
  function query(supabase: Supabase | SupabaseClient, filters: F): ListQuery {
    const selected = (supabase as unknown as Fromable).from(spec.view).select(spec.columns ?? "*");
    const narrowed = narrow(selected as ListQuery, {
      columns: spec.search ?? [],
      search: spec.search ? (filters as { search?: string }).search : undefined,
      filters: spec.filters?.(filters),
    });
    return spec.refine ? spec.refine(narrowed, filters) : narrowed;
  }
  return {
    page: (supabase, filters, sort, cursor, size = LIST_PAGE_SIZE) =>
      readPage<Row, K>(spec.what, query(supabase, filters), spec.sorts, sort, cursor, size),
    all: (supabase, filters = {} as F) => {
      const order = spec.order ?? { column: "id" };
      return read<Row[]>(spec.what, () =>
        (
          query(supabase, filters) as unknown as {
            order(
              column: string,
              options: { ascending: boolean },
            ): PromiseLike<{
              data: unknown;
              error: { code?: string; message: string } | null;
            }>;
          }
        ).order(order.column, { ascending: order.ascending ?? true }),
      );
    },
  };
}
