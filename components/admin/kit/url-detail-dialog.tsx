"use client";

import { type ReactNode, useMemo } from "react";
import type { Read } from "@/lib/admin/query";
import { OpenDetailDialog } from "./read-detail-dialog";
import { useUrlState } from "./use-url-state";

/** What the server read for the item the URL opens: nothing open or not found, its detail, or a failed read. */
export type DetailRead<T> = T | null | "failed";

/**
 * The detail of the item named by the URL parameter `param` (read by the server for a link, on its own
 * for a click); closing the dialog removes the parameter, so Back reopens it. It gives way to the item's
 * edit form while the URL asks for one (`edit=`).
 */
export function UrlDetailDialog<T>({
  param,
  openId,
  detail,
  noun,
  title,
  children,
}: {
  param: string;
  openId: string;
  detail: DetailRead<T>;
  /** "invoice", "server": the title while nothing is read and the failure sentence. */
  noun: string;
  title: (detail: T) => string;
  children: (detail: T) => ReactNode;
}) {
  const url = useUrlState();
  // One object per server render: a new one tells the dialog the server has read the item anew.
  const read = useMemo<Read<T | null> | null>(
    () =>
      detail === "failed" ? { data: null, failed: true } : openId ? { data: detail, failed: false } : null,
    [detail, openId],
  );
  return (
    <OpenDetailDialog
      param={param}
      openId={openId}
      hidden={url.get("edit") !== ""}
      onClose={() => url.update({ [param]: null }, { replace: true })}
      read={read}
      noun={noun}
      title={title}
    >
      {children}
    </OpenDetailDialog>
  );
}
