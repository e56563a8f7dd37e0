"use client";

import { Button, Dialog } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { DialogFrame } from "./dialog-frame";

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
    <DialogFrame open={open} onClose={onClose}>
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
    </DialogFrame>
  );
}
