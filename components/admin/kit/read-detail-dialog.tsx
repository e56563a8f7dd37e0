"use client";

import type { ReactNode } from "react";
import type { Read } from "@/lib/admin/query";
import { DetailDialog } from "./detail-dialog";
import { EmptyState, ErrorState } from "./states";

/**
 * The detail dialog of an item read on the server: its content, the failure (already logged) or a line
 * saying the item no longer exists. Open while the URL names an item.
 */
export function ReadDetailDialog<T>({
  open,
  onClose,
  read,
  noun,
  title,
  description,
  children,
}: {
  open: boolean;
  onClose: () => void;
  read: Read<T | null> | null;
  /** Singular, lower case: "project". */
  noun: string;
  title: (data: T) => string;
  description?: (data: T) => string;
  children: (data: T) => ReactNode;
}) {
  const data = read?.data ?? null;
  return (
    <DetailDialog
      open={open}
      onClose={onClose}
      title={data ? title(data) : noun.charAt(0).toUpperCase() + noun.slice(1)}
      description={data && description ? description(data) : undefined}
    >
      {!read ? null : read.failed ? (
        <ErrorState title={`Could not load this ${noun}. The error has been logged.`} />
      ) : data ? (
        children(data)
      ) : (
        <EmptyState title={`This ${noun} no longer exists.`} />
      )}
    </DetailDialog>
  );
}
