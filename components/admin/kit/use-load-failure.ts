"use client";

import { useEffect } from "react";
import type { ToastArgs, ToastName } from "../../../lib/runtime/toasts.ts";
import { notify } from "../../ui/notify.ts";

export type NoArgToast = { [N in ToastName]: ToastArgs<N> extends [] ? N : never }[ToastName];

/** Raises a tab's load-failure toast (lib/runtime/toasts.ts) once per failed render; the server already logged why. */
export function useLoadFailureToast(failed: boolean, toast: NoArgToast) {
  useEffect(() => {
    if (failed) (notify as (name: NoArgToast) => void)(toast);
  }, [failed, toast]);
}
