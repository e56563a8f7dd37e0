"use client";

import { useState, useTransition } from "react";
import { notify } from "@/components/ui/notify";
import { sendAction } from "./send-action";
import { useUrlState } from "./use-url-state";

/**
 * A form dialog opened by a URL parameter (`new`, which Quick Actions link to): closing it removes the
 * parameter. `save` sends the validated values to the server action; on failure everything typed stays
 * and the action's sentence is shown, on success `after` gives the URL changes (e.g. open the new row).
 */
export function useCreateForm<V, R extends { ok: true } | { ok: false; message: string }>(
  save: (values: V) => Promise<R>,
  onSaved: (result: Extract<R, { ok: true }>) => Record<string, string | null>,
  /** The URL parameter that opens the dialog. */
  param = "new",
) {
  const url = useUrlState();
  const [message, setMessage] = useState<string | null>(null);
  const [submitting, startSubmitting] = useTransition();

  function submit(values: V) {
    setMessage(null);
    startSubmitting(async () => {
      const result = await sendAction(() => save(values));
      if (!result.ok) {
        setMessage(result.message);
        notify("workspaceNotSaved", result.message);
        return;
      }
      url.update({ [param]: null, ...onSaved(result as Extract<R, { ok: true }>) });
    });
  }

  return { submit, submitting, message, close: () => url.update({ [param]: null }, { replace: true }) };
}
