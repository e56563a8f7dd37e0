"use client";

import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from "@chakra-ui/react";
import { type ToastArgs, type ToastName, toastMessage } from "@/lib/toasts";

export const toaster = createToaster({ placement: "bottom-end", pauseOnPageIdle: true, max: 4 });

/** Shows a toast from the catalogue in `lib/toasts.ts`; the only way the product raises one. */
export function notify<N extends ToastName>(name: N, ...args: ToastArgs<N>): void {
  const message = toastMessage(name, ...args);
  toaster.create({
    type: message.kind,
    title: message.title,
    description: message.description,
    duration: message.kind === "error" ? 8000 : 5000,
    closable: true,
  });
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }}>
        {(toast) => (
          <Toast.Root width={{ md: "sm" }} data-kind={toast.type}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger aria-label="Dismiss notification" /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
