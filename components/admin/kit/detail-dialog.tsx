"use client";

import { Dialog } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { DialogFrame } from "./dialog-frame.tsx";

/** The detail of one item: full screen on a phone, a dialog on a desk; Esc and the close button close it. */
export function DetailDialog({
  open,
  onClose,
  onExitComplete,
  title,
  description,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** Once it has closed: it stays rendered, hidden (DialogFrame's keepMounted), until it opens again. */
  onExitComplete?: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <DialogFrame open={open} onClose={onClose} keepMounted onExitComplete={onExitComplete}>
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
    </DialogFrame>
  );
}
