"use client";

import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import type { QuoteDialogClasses } from "./quote-dialog.styles.ts";
import { QuoteFrameLoading, QuoteFrameView } from "./quote-frame-view.tsx";

interface QuoteFrameProps {
  classes: QuoteDialogClasses;
  /** The wizard's code could not be fetched: say so, and offer to try again. */
  failed: boolean;
  onRetry: () => void;
  onClose: () => void;
}

/**
 * The quote dialog as it looks the moment it is tapped, before the wizard's code has arrived: the same
 * frame, title and first step's heading, with the form still loading. The wizard replaces it in place.
 * Escape and the close button close it, and focus goes back to the button that opened it.
 */
export function QuoteFrame({ classes, failed, onRetry, onClose }: QuoteFrameProps) {
  const id = useId();
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    content.current?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") onClose();
  };
  return createPortal(
    <QuoteFrameView
      classes={classes}
      id={id}
      busy={!failed}
      contentRef={content}
      onKeyDown={onKeyDown}
      onClose={onClose}
    >
      {failed ? (
        <p role="alert" className={classes.loading}>
          The form could not be loaded. Check your connection, then{" "}
          <button type="button" className={classes.retry} onClick={onRetry}>
            try again
          </button>
          .
        </p>
      ) : (
        <QuoteFrameLoading classes={classes} />
      )}
    </QuoteFrameView>,
    document.body,
  );
}
