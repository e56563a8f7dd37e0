"use client";

import { Button, type ButtonProps } from "@chakra-ui/react";
import { useTransition } from "react";
import { archiveRecordAction, restoreRecordAction } from "../../../lib/admin/archive/actions.ts";
import type { Archivable } from "../../../lib/validations/workspace/archive.ts";
import { notify } from "../../ui/notify.ts";
import { sendAction } from "./send-action.ts";

/**
 * 'Archive' on any record staff created: the row leaves its lists and every figure at once, and the
 * toast's 'Undo' brings it back. A refusal (a sent invoice, a client with live projects) changes nothing
 * and says why. The action's response carries the refreshed view; `onArchived` also leaves the
 * record's own view (closes its dialog).
 */
export function ArchiveButton({
  kind,
  id,
  label,
  onArchived,
  size = "sm",
}: {
  kind: Archivable;
  id: string;
  /** What staff call the record: the toast and the button's accessible name use it. */
  label: string;
  onArchived?: () => void;
  size?: ButtonProps["size"];
}) {
  const [pending, startArchiving] = useTransition();

  function undo() {
    void sendAction(() => restoreRecordAction({ kind, id })).then((result) => {
      if (!result.ok) return notify("workspaceNotSaved", result.message);
      notify("recordRestored", label);
    });
  }

  function archive() {
    startArchiving(async () => {
      const result = await sendAction(() => archiveRecordAction({ kind, id }));
      if (!result.ok) return notify("workspaceNotSaved", result.message);
      notify("recordArchived", label, undo);
      onArchived?.();
    });
  }

  return (
    <Button
      size={size}
      variant="outline"
      colorPalette="red"
      loading={pending}
      loadingText="Archiving..."
      onClick={archive}
      aria-label={`Archive ${label}`}
    >
      Archive
    </Button>
  );
}
