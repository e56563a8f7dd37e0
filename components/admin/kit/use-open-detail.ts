"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import type { Read } from "@/lib/admin/query";

// The URL parameters of the detail dialogs on screen that read their item themselves. Opening or closing
// one changes only the URL (useUrlState): rendering the whole area again on the server to show one item
// took over a second at ten times the sample data.
const selfReading = new Map<string, number>();

/** Whether `changes` only open or close a self-reading detail, so the server has nothing to render. */
export function onlyOpensDetail(changes: Record<string, string | null>): boolean {
  const names = Object.keys(changes);
  return names.length > 0 && names.every((name) => (selfReading.get(name) ?? 0) > 0);
}

/**
 * The item the URL parameter `param` opens and its detail. The detail is the server's read when the
 * area was rendered with this item open (a link, a reload, the refresh after a change); otherwise it is
 * read from the area's `detail` route as soon as the item opens, and `read` is null until it arrives.
 * A later render of the server (after a change to the item) replaces what was read here.
 */
export function useOpenDetail<T>(
  param: string,
  server: { openId: string; read: Read<T | null> | null },
): { id: string; read: Read<T | null> | null } {
  const id = useSearchParams().get(param) ?? "";
  const pathname = usePathname();
  const fromServer = server.openId !== "" && server.openId === id ? server.read : null;
  const [fetched, setFetched] = useState<{ id: string; basis: unknown; read: Read<T | null> } | null>(null);

  useEffect(() => {
    selfReading.set(param, (selfReading.get(param) ?? 0) + 1);
    return () => {
      selfReading.set(param, (selfReading.get(param) ?? 1) - 1);
    };
  }, [param]);

  useEffect(() => {
    if (!id || fromServer) return;
    const abort = new AbortController();
    const basis = server.read;
    fetch(`${pathname}/detail?${new URLSearchParams({ [param]: id })}`, { signal: abort.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return (await response.json()) as Read<T | null>;
      })
      .catch((error: unknown): Read<T | null> | null => {
        if (abort.signal.aborted) return null;
        console.error(`[admin] reading the ${param} ${id} failed`, error);
        return { data: null, failed: true };
      })
      .then((read) => {
        if (read) setFetched({ id, basis, read });
      });
    return () => abort.abort();
  }, [id, fromServer, server.read, pathname, param]);

  const own = fetched && fetched.id === id && fetched.basis === server.read ? fetched.read : null;
  return { id, read: fromServer ?? own };
}
