"use client";

import { CloseButton, Dialog, Portal } from "@chakra-ui/react";
import { type ReactNode, useEffect, useState } from "react";
import { keepOpenOnFocusOutside } from "../../ui/dialog-focus.ts";

// Chakra's own scroll lock writes `--scrollbar-width` on <html>: a custom property inherits, so every open
// and close restyled the whole area page (1,970 elements on Team at ten times the sample data, 45-370 ms
// in this machine's traces). This lock writes only the body's own styles, as Chakra's does otherwise: its
// overflow, and the scrollbar's width as padding so the page keeps its width. A count keeps it while a
// form is open over a detail.
let scrollLocks = 0;

function lockScroll(): () => void {
  scrollLocks += 1;
  if (scrollLocks === 1) {
    const { body, documentElement } = document;
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = "hidden";
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  }
  return () => {
    scrollLocks -= 1;
    if (scrollLocks === 0) {
      document.body.style.removeProperty("overflow");
      document.body.style.removeProperty("padding-right");
    }
  };
}

/**
 * The frame every dashboard dialog shares: full screen on a phone, a dialog on a desk, closed by Esc, the
 * close button or a click outside (not by focus a script moves elsewhere, nor by a click in a toast). `children` are its header,
 * body and footer.
 *
 * A dialog the URL opens (`?invoice=…` on a reload) is opened only once the frame has mounted: opened in
 * the first render, the dialog blocked pointer events outside itself before its portal held any content,
 * so nothing took a click (tabs, ×, backdrop) and only Esc closed it. Opened after mount, it starts the
 * way a click on View starts it.
 */
// The toasts stay clickable over an open dialog, and a click in one (Undo) leaves the dialog open.
const TOASTS = [() => document.querySelector('[data-scope="toast"][data-part="group"]')];

// A dialog opens and closes with its URL parameter. When one hands over to another in the same change (a
// create form that closes as the new item's detail opens, a detail that gives way to its edit form), the
// opening one can be stacked above the closing one for a moment, and Ark closes the layers above a layer
// that closes: the new dialog would close at once, and its parameter with it.
function stayOpenForParentLayer(event: { preventDefault(): void }) {
  event.preventDefault();
}

export function DialogFrame({
  open,
  onClose,
  keepMounted = false,
  onExitComplete,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /**
   * Rendered, hidden, from the page's first render and after it closes, so that opening it only shows
   * it: mounting Chakra's dialog on the click (its presence, layers, focus trap and first styles) took
   * 100-150 ms of the click's task at ten times the sample data.
   */
  keepMounted?: boolean;
  /** Once it has closed and its exit has played. */
  onExitComplete?: () => void;
  children: ReactNode;
}) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const shown = open && mounted;
  useEffect(() => (shown ? lockScroll() : undefined), [shown]);
  return (
    <Dialog.Root
      onFocusOutside={keepOpenOnFocusOutside}
      persistentElements={TOASTS}
      open={shown}
      lazyMount={!keepMounted}
      unmountOnExit={!keepMounted}
      onExitComplete={onExitComplete}
      onRequestDismiss={stayOpenForParentLayer}
      preventScroll={false}
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
