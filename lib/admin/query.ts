import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "../supabase/database.types.ts";
import {
  type Cursor,
  cursorOf,
  keysetAfter,
  type Sort,
  type SortDirection,
  type SortSpec,
} from "./list-query.ts";

/**
 * What every workspace read shares: the search (case-insensitive substring over a tab's
 * fields), filters combined with AND where 'all' means none, and reads that log their failure and
 * report it instead of throwing, so a tab can show its load-failure toast (lib/runtime/toasts.ts).
 */

export type Supabase = SupabaseClient<Database>;

/** A tab's filter value: a status, category... or "all" (no filter). */
export type FilterValue<T extends string> = T | "all" | undefined;

export type Read<T> = { data: T; failed: false } | { data: null; failed: true };

/** Escapes a term for ILIKE (its own wildcards) and then for a quoted PostgREST filter value. */
export function quotedIlikePattern(term: string): string {
  const literal = term.replace(/[\\%_]/g, (c) => `\\${c}`);
  return `"*${literal.replace(/[\\"]/g, (c) => `\\${c}`)}*"`;
}

/**
 * The PostgREST `or` filter for a substring search over columns, or null for a blank term. An
 * asterisk typed in the term stays a wildcard: PostgREST has no escape for it.
 */
export function searchFilter(columns: readonly string[], term: string | undefined): string | null {
  const trimmed = term?.trim() ?? "";
  if (trimmed === "") return null;
  const pattern = quotedIlikePattern(trimmed);
  return columns.map((column) => `${column}.ilike.${pattern}`).join(",");
}

interface Filterable {
  eq(column: string, value: string): Filterable;
  or(filters: string): Filterable;
}

/** Applies the search and each filter that is not 'all' to a query (any PostgREST filter builder). */
export function narrow<Q>(
  query: Q,
  options: { columns: readonly string[]; search?: string; filters?: Record<string, string | undefined> },
): Q {
  let narrowed = query as unknown as Filterable;
  const search = searchFilter(options.columns, options.search);
  if (search) narrowed = narrowed.or(search);
  for (const [column, value] of Object.entries(options.filters ?? {})) {
    if (value && value !== "all") narrowed = narrowed.eq(column, value);
  }
  return narrowed as unknown as Q;
}

/** Runs a read; on failure logs what failed with the error code and returns { failed: true }. */
export async function read<T>(
  what: string,
  run: () => PromiseLike<{ data: unknown; error: { code?: string; message: string } | null }>,
): Promise<Read<T>> {
  try {
    const { data, error } = await run();
    if (error) {
      console.error(`[admin] ${what} failed (${error.code || "no code"}): ${error.message}`);
      return { data: null, failed: true };
    }
    return { data: data as T, failed: false };
  } catch (error) {
    console.error(`[admin] ${what} failed (exception)`, error);
    return { data: null, failed: true };
  }
}

/** Reads several things at once; failed when any of them failed. */
export async function readAll<T extends object>(
  reads: {
    [K in keyof T]: Promise<Read<T[K]>>;
  },
): Promise<Read<T>> {
  const entries = await Promise.all(
    Object.entries(reads).map(
      async ([key, pending]) => [key, await (pending as Promise<Read<unknown>>)] as const,
    ),
  );
  if (entries.some(([, result]) => result.failed)) return { data: null, failed: true };
  return { data: Object.fromEntries(entries.map(([key, result]) => [key, result.data])) as T, failed: false };
}

/** One page of a list and where the next one starts (null on the last page), or a failed read. */
export type Page<T> = { ok: true; rows: T[]; next: Cursor | null } | { ok: false };

/** What a list shows: its first page and how to fetch the next, in the order the URL sorts it. */
export interface ListPage<T> {
  first: Page<T>;
  /** The URL parameters that chose these rows and their order: a new value starts a new list. */
  query: string;
  loadMore: (query: string, cursor: Cursor) => Promise<Page<T>>;
  /** The sort in words, announced with the count. */
  sorted: string;
  /** The sorted column's label (a table's header) and direction, for `aria-sort`. */
  sortedBy: { label: string; direction: SortDirection };
}

interface Pageable {
  order(column: string, options: { ascending: boolean; nullsFirst?: boolean }): Pageable;
  or(filters: string): Pageable;
  limit(count: number): PromiseLike<{ data: unknown; error: { code?: string; message: string } | null }>;
}

/**
 * One page of `query` (already searched and filtered) in `sort`, nulls last, the id breaking ties,
 * after `cursor`: one row more than the page is asked for, to know whether another page follows.
 */
export async function readPage<T extends { id: string }, K extends string>(
  what: string,
  query: unknown,
  spec: SortSpec<K>,
  sort: Sort<K>,
  cursor: Cursor | null,
  size: number,
): Promise<Page<T>> {
  const column = spec.columns[sort.key];
  const ascending = sort.direction === "asc";
  let ordered = (query as Pageable)
    .order(column.column, { ascending, nullsFirst: false })
    .order("id", { ascending });
  if (cursor) ordered = ordered.or(keysetAfter(cursor, column.column, sort.direction));
  const result = await read<T[]>(what, () => ordered.limit(size + 1));
  if (result.failed) return { ok: false };
  const rows = result.data.slice(0, size);
  const last = rows.at(-1);
  return {
    ok: true,
    rows,
    next: result.data.length > size && last ? cursorOf(last as Record<string, unknown>, column) : null,
  };
}

/**
 * A record and what hangs off it, read at once. A link to a record that is not there (deleted, or a
 * stale URL) reads as `null`: not a failure, so nothing is logged and no load-failure toast shows.
 * The record's own read uses `maybeSingle()`.
 */
export async function readRecord<T extends object>(
  record: keyof T,
  reads: {
    [K in keyof T]: Promise<Read<T[K]>>;
  },
): Promise<Read<T | null>> {
  const result = await readAll<T>(reads);
  if (result.failed) return result;
  return result.data[record] === null ? { data: null, failed: false } : result;
}

/**
 * A record's detail from several reads at once (a row with lists embedded, the stored row, ...), put
 * together by `join`, which returns null when the record is not there: as with readRecord, not a failure.
 */
export async function readJoined<P extends object, T>(
  reads: {
    [K in keyof P]: Promise<Read<P[K]>>;
  },
  join: (parts: P) => T | null,
): Promise<Read<T | null>> {
  const result = await readAll<P>(reads);
  return result.failed ? result : { data: join(result.data), failed: false };
}

/**
 * A record read in one request with the rows that belong to it embedded (PostgREST resource embedding),
 * then shaped as its detail: one round trip instead of one per list. Null when there is no such record.
 */
export async function readEmbedded<R, T>(
  what: string,
  run: () => PromiseLike<{ data: unknown; error: { code?: string; message: string } | null }>,
  shape: (row: R) => T,
): Promise<Read<T | null>> {
  const result = await read<R | null>(what, run);
  if (result.failed) return result;
  return { data: result.data === null ? null : shape(result.data), failed: false };
}

/** The result of a create or change: the new row's id, or a message for the form. */
export type WriteResult = { ok: true; id: string } | { ok: false; message: string; stale?: true };

/**
 * The database refused an edit opened from an older version of the row (SQLSTATE PT409): its sentence
 * names who saved since and when. The form offers to reload.
 */
export const STALE_EDIT = "PT409";

export const ONLY_ADMINS = "Only admins can make this change.";

const WRITE_MESSAGES: Record<string, string> = {
  "23505": "A record with these details already exists.",
  "23503": "A chosen client, project, service or team member no longer exists, or does not belong together.",
  "23514": "Some values are outside what is allowed. Please check them.",
  "42501": ONLY_ADMINS,
};

/** Turns a failed write into a sentence the form can show, logging the code. */
export function writeFailure(what: string, error: { code?: string; message: string }): WriteResult {
  if (error.code === STALE_EDIT) return { ok: false, message: error.message, stale: true };
  console.error(`[admin] ${what} failed (${error.code || "no code"}): ${error.message}`);
  return {
    ok: false,
    message: WRITE_MESSAGES[error.code ?? ""] ?? "The change could not be saved. Please try again.",
  };
}

/**
 * A refused lifecycle change: the workspace functions raise P0001 with a sentence meant for staff
 * ("Only a draft invoice can be edited."), shown as it is; any other failure as writeFailure does.
 */
export function rpcFailure(
  what: string,
  error: { code?: string; message: string },
): { ok: false; message: string; stale?: true } {
  if (error.code === "P0001") return { ok: false, message: error.message };
  return writeFailure(what, error) as { ok: false; message: string; stale?: true };
}
