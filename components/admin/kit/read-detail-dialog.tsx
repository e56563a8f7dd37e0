"use client";

import { Skeleton, SkeletonText, Stack } from "@chakra-ui/react";
import { type ReactNode, useState } from "react";
import type { Read } from "../../../lib/admin/query.ts";
import { DetailDialog } from "./detail-dialog.tsx";
import { EmptyState, ErrorState } from "./states.tsx";
import { useOpenDetail } from "./use-open-detail.ts";

interface DetailContent<T> {
  /** Singular, lower case: "project". */
  noun: string;
  title: (data: T) => string;
  description?: (data: T) => string;
  children: (data: T) => ReactNode;
}

/**
 * The detail dialog of an item read on the server: its content, the failure (already logged) or a line
 * saying the item no longer exists. Open while the URL names an item.
 */
function ReadDetailDialog<T>({
  open,
  onClose,
  onExitComplete,
  read,
  noun,
  title,
  description,
  children,
}: DetailContent<T> & {
  open: boolean;
  onClose: () => void;
  onExitComplete: () => void;
  /** The read, or null while it is on its way. */
  read: Read<T | null> | null;
}) {
  const data = read?.data ?? null;
  return (
    <DetailDialog
      open={open}
      onClose={onClose}
      onExitComplete={onExitComplete}
      title={data ? title(data) : noun.charAt(0).toUpperCase() + noun.slice(1)}
      description={data && description ? description(data) : undefined}
    >
      {!read ? (
        <Stack gap="4" aria-busy="true" aria-label={`Loading this ${noun}`}>
          <Skeleton height="8" maxW="sm" />
          <SkeletonText noOfLines={4} />
        </Stack>
      ) : read.failed ? (
        <ErrorState title={`Could not load this ${noun}. The error has been logged.`} />
      ) : data ? (
        children(data)
      ) : (
        <EmptyState title={`This ${noun} no longer exists.`} />
      )}
    </DetailDialog>
  );
}

/**
 * The detail dialog of the item the URL parameter `param` names: it opens with the click, and shows the
 * item as soon as it is read (kit/use-open-detail.ts), a placeholder until then. `openId` and `read` are
 * what the server read for the URL it rendered.
 */
export function OpenDetailDialog<T>({
  param,
  openId,
  hidden = false,
  read,
  onClose,
  ...content
}: DetailContent<T> & {
  param: string;
  openId: string;
  /** Closed while the item's URL stays, e.g. while its edit form is open instead. */
  hidden?: boolean;
  read: Read<T | null> | null;
  onClose: () => void;
}) {
  const open = useOpenDetail(param, { openId, read });
  // While it closes, the dialog keeps showing the item rather than the placeholder; once closed, the
  // hidden dialog holds the placeholder (not a whole item) until the next item is read.
  const [shown, setShown] = useState(open.read);
  if (open.id !== "" && open.read !== shown) setShown(open.read);
  return (
    <ReadDetailDialog
      open={open.id !== "" && !hidden}
      onClose={onClose}
      onExitComplete={() => setShown(null)}
      read={shown}
      {...content}
    />
  );
}
