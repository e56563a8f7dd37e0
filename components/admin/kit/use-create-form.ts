"use client";

import { useCallback, useState, useTransition } from "react";
import { notify } from "@/components/ui/notify";
import type { AfterChange } from "@/lib/admin/action";
import { sendAction } from "./send-action";
import { onlyOpensDetail } from "./use-open-detail";
import { useUrlChange } from "./use-url-state";

/**
 * A form dialog opened by a URL parameter (`new`, which Quick Actions link to): closing it removes the
 * parameter. `save` sends the validated values to the server action; on failure everything typed stays
 * and the action's sentence is shown, on success `onSaved` gives the URL changes (e.g. open the new row).
 * Closing the form moves the URL, and that navigation is what renders the area again: the action is
 * told so and does not render it first (adminAction's `after`).
 */
export function useCreateForm<V, R extends { ok: true } | { ok: false; message: string; stale?: true }>(
  save: (values: V, after: AfterChange) => Promise<R>,
  onSaved: (result: Extract<R, { ok: true }>) => Record<string, string | null>,
  /** The URL parameter that opens the dialog. */
  param = "new",
) {
  const url = useUrlChange();
  const [failure, setFailure] = useState<{ message: string; stale?: true } | null>(null);
  const [submitting, startSubmitting] = useTransition();

  const clearMessage = useCallback(() => setFailure((shown) => (shown?.stale ? shown : null)), []);

  function submit(values: V) {
    setFailure(null);
    startSubmitting(async () => {
      // Removing the form's parameter renders the area on the server unless only a detail dialog reads it.
      const after = onlyOpensDetail({ [param]: null }) ? "refresh" : "navigate";
      const result = await sendAction(() => save(values, after));
      if (!result.ok) {
        setFailure(result);
        notify("workspaceNotSaved", result.message);
        return;
      }
      url.update({ [param]: null, ...onSaved(result as Extract<R, { ok: true }>) });
    });
  }

  return {
    submit,
    submitting,
    message: failure?.message ?? null,
    /** The save was refused because the row changed since the form was opened. */
    stale: failure?.stale === true,
    /** A changed value makes the server's sentence old news; a refusal because someone saved first stays. */
    clearMessage,
    close: () => url.update({ [param]: null }, { replace: true }),
  };
}
