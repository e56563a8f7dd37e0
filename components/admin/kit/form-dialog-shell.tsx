"use client";

import { Button, Dialog, Stack } from "@chakra-ui/react";
import type { FormEventHandler, ReactNode } from "react";
import { DialogFrame } from "./dialog-frame";
import { FormMessage } from "./form-field";

/**
 * A form dialog whose fields are its children and whose form state is the caller's (FormDialog runs its own
 * react-hook-form submit instead): full screen on a phone, the server's message above the fields. The submit button sits in the footer (`form` attribute), so Enter in a field submits
 * and the footer stays in view.
 */
export function FormDialogShell({
  open,
  onClose,
  title,
  formId,
  submitLabel,
  submitting,
  onSubmit,
  message,
  stale,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  formId: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The server's sentence when saving failed, shown above the fields. */
  message: string | null;
  /** The save was refused because someone saved first: the message offers Reload. */
  stale?: boolean;
  children: ReactNode;
}) {
  return (
    <DialogFrame open={open} onClose={onClose}>
      <Dialog.Header>
        <Dialog.Title fontFamily="heading" textStyle="xl">
          {title}
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} noValidate onSubmit={onSubmit}>
          <Stack gap="4">
            <FormMessage message={message} stale={stale} />
            {children}
          </Stack>
        </form>
      </Dialog.Body>
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
