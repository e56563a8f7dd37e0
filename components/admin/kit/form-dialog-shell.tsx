"use client";

import { Button, CloseButton, Dialog, Portal } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { keepOpenOnFocusOutside } from "@/components/ui/dialog-focus";

/**
 * The frame of a form dialog whose form lives in its children (FormDialog owns its form instead): full
 * screen on a phone. The submit button sits in the footer (`form` attribute), so Enter in a field submits
 * and the footer stays in view.
 */
export function FormDialogShell({
  open,
  onClose,
  title,
  formId,
  submitLabel,
  submitting,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  formId: string;
  submitLabel: string;
  submitting: boolean;
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
            <Dialog.Header>
              <Dialog.Title fontFamily="heading" textStyle="xl">
                {title}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" form={formId} loading={submitting} loadingText="Saving...">
                {submitLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
