"use client";

import { ChakraProvider } from "@chakra-ui/react";
import { createRoot } from "react-dom/client";
import type { ToastMessage } from "@/lib/toasts";
import { toastSystem } from "./system";
import { createToast, hasProvidedToaster, StandaloneToaster } from "./toaster";

let mounted = false;

/**
 * Mounts the standalone toaster once, in a root of its own at the end of <body>, unless a layout's
 * Provider already shows toasts. Its system has no preflight or global styles, so arriving after the
 * page has rendered restyles nothing.
 */
export function ensureToaster() {
  if (mounted || hasProvidedToaster()) return;
  mounted = true;
  const container = document.createElement("div");
  container.dataset.toaster = "";
  document.body.append(container);
  createRoot(container).render(
    <ChakraProvider value={toastSystem}>
      <StandaloneToaster />
    </ChakraProvider>,
  );
}

export function showToast(message: ToastMessage) {
  ensureToaster();
  createToast(message);
}
