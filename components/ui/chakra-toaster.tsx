"use client";

import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from "@chakra-ui/react";
import { useEffect } from "react";
import type { ToastMessage } from "../../lib/runtime/toasts.ts";
import { provideToasts } from "./notify.ts";

// On a phone a dialog fills the screen with its actions at the bottom: toasts come from the top there, so
// one never covers Cancel or Save (and a tap meant for them never lands on a toast).
const phone = typeof window !== "undefined" && window.matchMedia?.("(max-width: 47.99em)").matches === true;
const toaster = createToaster({ placement: phone ? "top" : "bottom-end", pauseOnPageIdle: true, max: 4 });

function createToast(message: ToastMessage) {
  toaster.create({
    type: message.kind,
    title: message.title,
    description: message.description,
    // An error, or a toast that offers Undo, stays long enough to be read and acted on.
    duration: message.kind === "error" || message.action ? 8000 : 5000,
    closable: true,
    action: message.action,
  });
}

/**
 * The staff dashboard's toasts, drawn by Chakra like the rest of it: while mounted it takes every toast
 * `notify` raises, so the public pages' toaster (./toaster.tsx) never loads there.
 */
export function Toaster() {
  useEffect(() => provideToasts(createToast), []);
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }}>
        {(toast) => (
          <Toast.Root width={{ md: "sm" }} _motionReduce={{ transition: "none" }} data-kind={toast.type}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.action ? <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger> : null}
            {toast.closable ? <Toast.CloseTrigger aria-label="Dismiss notification" /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
