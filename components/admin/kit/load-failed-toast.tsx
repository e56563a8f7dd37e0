"use client";

import { useEffect } from "react";
import { notify } from "@/components/ui/toaster";
import type { ToastArgs, ToastName } from "@/lib/toasts";

type LoadFailedToastName = { [N in ToastName]: ToastArgs<N> extends [] ? N : never }[ToastName];

/** Raises a tab's load-failure toast (spec §8) once when a read of the server failed; renders nothing. */
export function LoadFailedToast({ name, failed }: { name: LoadFailedToastName; failed: boolean }) {
  useEffect(() => {
    if (failed) notify(name);
  }, [failed, name]);
  return null;
}
