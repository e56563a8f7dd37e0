"use client";

import { Button, Stack, Text } from "@chakra-ui/react";
import { type ReactNode, useState, useTransition } from "react";
import { type Cursor, joinPages } from "../../../lib/admin/list-query.ts";
import type { Page } from "../../../lib/admin/query.ts";

type Loaded<T> = { rows: T[]; next: Cursor | null };

/**
 * A list that starts with the server's first page and appends the next ones on "Load more" (keyset
 * pagination: no fixed limit, nothing skipped or repeated when rows arrive meanwhile; a row edited to a
 * later place meanwhile is shown once, at that place). Give it a `key` that changes with the filters and
 * the sort so a new view starts from its own first page; a different first page from the server (after
 * a change) starts it again too.
 */
export function LoadMoreList<T>({
  first,
  loadMore,
  onLoadFailed,
  getKey,
  renderItem,
  renderRows,
  label,
  sorted,
}: {
  first: Loaded<T>;
  loadMore: (cursor: Cursor) => Promise<Page<T>>;
  onLoadFailed: () => void;
  getKey: (item: T) => string;
  renderItem?: (item: T) => ReactNode;
  /** The rows as a whole (a grid, a table); a plain list of `renderItem` otherwise. */
  renderRows?: (rows: T[]) => ReactNode;
  label: string;
  /** The sort in words ("Amount, highest first"), announced with the count. */
  sorted?: string;
}) {
  const [more, setMore] = useState<(Loaded<T> & { after: string }) | null>(null);
  const [loading, startLoading] = useTransition();
  // Opening an item renders the page again with the same first page: what was loaded stays.
  const firstPage = `${first.rows.map(getKey).join()}|${first.next?.id ?? ""}`;
  const appended = more?.after === firstPage ? more : null;
  const rows = appended ? joinPages([first.rows, appended.rows], getKey) : first.rows;
  const next = appended ? appended.next : first.next;

  function loadNext() {
    if (!next) return;
    startLoading(async () => {
      const page = await loadMore(next);
      if (!page.ok) return onLoadFailed();
      setMore((previous) => ({
        rows: [...(previous?.after === firstPage ? previous.rows : []), ...page.rows],
        next: page.next,
        after: firstPage,
      }));
    });
  }

  return (
    <Stack gap="4">
      {renderRows ? (
        renderRows(rows)
      ) : (
        <Stack as="ul" aria-label={label} gap="3" listStyleType="none" m="0" p="0">
          {rows.map((item) => (
            <li key={getKey(item)}>{renderItem?.(item)}</li>
          ))}
        </Stack>
      )}
      <Text role="status" textStyle="sm" color="fg.muted" textAlign="center">
        {sorted ? `Sorted by ${sorted.charAt(0).toLowerCase()}${sorted.slice(1)}. ` : ""}
        {next ? `Showing ${rows.length}; more below.` : `Showing all ${rows.length}.`}
      </Text>
      {next ? (
        <Button
          alignSelf="center"
          variant="outline"
          onClick={loadNext}
          loading={loading}
          loadingText="Loading..."
        >
          Load more
        </Button>
      ) : null}
    </Stack>
  );
}
