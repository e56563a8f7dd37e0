"use client";

import { Button, SimpleGrid, type SimpleGridProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { ListPage } from "../../../lib/admin/query.ts";
import { LoadMoreList } from "./load-more-list.tsx";
import { EmptyState, ErrorState } from "./states.tsx";

/**
 * A tab's cards: the failure, the empty state (saying whether filters hide rows) or the labelled
 * list, a page at a time.
 */
export function ItemList<T>({
  list,
  label,
  noun,
  filtered,
  onClear,
  onLoadFailed,
  getKey,
  renderItem,
  renderRows,
  columns = { base: 1, md: 2, xl: 3 },
}: {
  list: ListPage<T>;
  label: string;
  /** Plural, lower case: "projects". */
  noun: string;
  filtered: boolean;
  onClear: () => void;
  /** A "Load more" that failed: the area's load-failure toast. */
  onLoadFailed: () => void;
  getKey: (item: T) => string;
  renderItem?: (item: T) => ReactNode;
  /** The rows as a whole (a table) instead of a grid of `renderItem` cards. */
  renderRows?: (rows: T[]) => ReactNode;
  /** Cards per row from each breakpoint; wide rows (an invoice's line) take one. */
  columns?: SimpleGridProps["columns"];
}) {
  const { first, query, loadMore, sorted } = list;
  if (!first.ok) return <ErrorState title={`Could not load the ${noun}. The error has been logged.`} />;
  if (first.rows.length === 0) {
    return (
      <EmptyState
        title={filtered ? `No ${noun} match these filters.` : `No ${noun} yet.`}
        action={
          filtered ? (
            <Button size="sm" variant="outline" onClick={onClear}>
              Clear filters
            </Button>
          ) : null
        }
      />
    );
  }
  return (
    <LoadMoreList
      key={query}
      first={first}
      loadMore={(cursor) => loadMore(query, cursor)}
      onLoadFailed={onLoadFailed}
      getKey={getKey}
      label={label}
      sorted={sorted}
      renderRows={
        renderRows ??
        ((rows) => (
          <SimpleGrid as="ul" aria-label={label} columns={columns} gap="3" listStyleType="none" m="0" p="0">
            {rows.map((item) => (
              <li key={getKey(item)}>{renderItem?.(item)}</li>
            ))}
          </SimpleGrid>
        ))
      }
    />
  );
}
