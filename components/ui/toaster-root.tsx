"use client";

import { createRoot } from "react-dom/client";
import type { ToastMessage } from "../../lib/runtime/toasts.ts";
import { createToast, Toaster } from "./toaster.tsx";

let mounted = false;

/** Mounts the toaster once, in a root of its own at the end of <body>: it restyles nothing on arrival. */
export function ensureToaster() {
  if (mounted) return;
  mounted = true;
  const container = document.createElement("div");
  container.dataset.toaster = "";
  document.body.append(container);
  createRoot(container).render(<Toaster />);
}

export function showToast(message: ToastMessage) {
  ensureToaster();
  createToast(message);
}
