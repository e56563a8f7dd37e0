"use client";

import { CloseButton, Dialog, Portal } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { keepOpenOnFocusOutside } from "@/components/ui/dialog-focus";

/**
 * The frame every dashboard dialog shares: full screen on a phone, a dialog on a desk, closed by Esc, the
 * close button or a click outside (not by focus a script moves elsewhere). `children` are its header,
 * body and footer.
 */
export function DialogFrame({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root
      onFocusOutside={keepOpenOnFocusOutside}
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={{ base: "full", md: "lg" }}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content borderRadius={{ base: "0", md: "l3" }}>
            {children}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
