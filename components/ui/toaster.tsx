"use client";

import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from "@chakra-ui/react";
import { useEffect, useSyncExternalStore } from "react";
import type { ToastMessage } from "@/lib/toasts";

export const toaster = createToaster({ placement: "bottom-end", pauseOnPageIdle: true, max: 4 });

export function createToast(message: ToastMessage) {
  toaster.create({
    type: message.kind,
    title: message.title,
    description: message.description,
    duration: message.kind === "error" ? 8000 : 5000,
    closable: true,
  });
}

// How many toasters a layout's Provider has mounted: where one shows the toasts, the standalone one
// (./toaster-root) stays empty, so no toast is ever shown twice.
let providedToasters = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changeProvided(by: number) {
  providedToasters += by;
  for (const listener of listeners) listener();
}

export const hasProvidedToaster = () => providedToasters > 0;

/** The toasts of a layout that has Chakra's Provider (the admin). */
export function Toaster() {
  useEffect(() => {
    changeProvided(1);
    return () => changeProvided(-1);
  }, []);
  return <ToastList />;
}

/** The toasts of a page without the Provider: renders nothing while a Provider's toaster is mounted. */
export function StandaloneToaster() {
  const provided = useSyncExternalStore(subscribe, hasProvidedToaster, () => false);
  return provided ? null : <ToastList />;
}

function ToastList() {
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
