"use client";

import type { ReactNode } from "react";
import { DetailDialog } from "./detail-dialog";
import { ErrorState } from "./states";
import { useUrlState } from "./use-url-state";

/** What the server read for the item the URL opens: nothing open, its detail, or a failed read. */
export type DetailRead<T> = T | null | "failed";

/**
 * The detail of the item named by the URL parameter `param` (read by the server); closing the dialog
 * removes the parameter, so Back reopens it.
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
  const read = detail !== null && detail !== "failed" ? detail : null;
  return (
    <DetailDialog
      open={Boolean(openId)}
      onClose={() => url.update({ [param]: null }, { replace: true })}
      title={read ? title(read) : noun.charAt(0).toUpperCase() + noun.slice(1)}
    >
      {detail === "failed" ? (
        <ErrorState title={`Could not load this ${noun}. The error has been logged.`} />
      ) : read ? (
        children(read)
      ) : null}
    </DetailDialog>
  );
}
