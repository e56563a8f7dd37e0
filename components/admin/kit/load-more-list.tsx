"use client";

import { Button, Stack, Text } from "@chakra-ui/react";
import { type ReactNode, useState, useTransition } from "react";
import type { Cursor } from "@/lib/admin/list-query";

export type PageResult<T> = { ok: true; rows: T[]; next: Cursor | null } | { ok: false };

/**
 * A list that starts with the server's first page and appends the next ones on "Load more" (keyset
 * pagination: no fixed limit, nothing skipped or repeated when rows arrive meanwhile). Give it a `key`
 * that changes with the filters so a new view starts from its own first page.
 */
export function LoadMoreList<T>({
  first,
  loadMore,
  onLoadFailed,
  getKey,
  renderItem,
  label,
}: {
  first: { rows: T[]; next: Cursor | null };
  loadMore: (cursor: Cursor) => Promise<PageResult<T>>;
  onLoadFailed: () => void;
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  label: string;
}) {
  const [more, setMore] = useState<{ rows: T[]; next: Cursor | null } | null>(null);
  const [loading, startLoading] = useTransition();
  const rows = more ? [...first.rows, ...more.rows] : first.rows;
  const next = more ? more.next : first.next;

  function loadNext() {
    if (!next) return;
    startLoading(async () => {
      const page = await loadMore(next);
      if (!page.ok) return onLoadFailed();
      setMore((previous) => ({ rows: [...(previous?.rows ?? []), ...page.rows], next: page.next }));
    });
  }

  return (
    <Stack gap="4">
      <Stack as="ul" aria-label={label} gap="3" listStyleType="none" m="0" p="0">
        {rows.map((item) => (
          <li key={getKey(item)}>{renderItem(item)}</li>
        ))}
      </Stack>
      <Text role="status" textStyle="sm" color="fg.muted" textAlign="center">
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
