"use client";

import { CloseButton, Dialog, Portal } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { keepOpenOnFocusOutside } from "@/components/ui/dialog-focus";

/** The detail of one item: full screen on a phone, a dialog on a desk; Esc and the close button close it. */
export function DetailDialog({
  open,
  onClose,
  title,
  description,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
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
            <Dialog.Header flexDirection="column" alignItems="stretch" gap="1" pe="12">
              <Dialog.Title fontFamily="heading" textStyle="xl" overflowWrap="anywhere">
                {title}
              </Dialog.Title>
              {description ? (
                <Dialog.Description color="fg.muted" textStyle="sm">
                  {description}
                </Dialog.Description>
              ) : null}
            </Dialog.Header>
            <Dialog.Body pb="6">{children}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
