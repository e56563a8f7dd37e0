"use client";

import { type NoArgToast, useLoadFailureToast } from "./use-load-failure.ts";

/** The load-failure hook as an element, for server panels that cannot call hooks; renders nothing. */
export function LoadFailedToast({ name, failed }: { name: NoArgToast; failed: boolean }) {
  useLoadFailureToast(failed, name);
  return null;
}
