"use client";

import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import type { QuoteDialogClasses } from "./quote-dialog.styles";
import { QuoteFrameView } from "./quote-frame-view";

interface QuoteFrameProps {
  classes: QuoteDialogClasses;
  onRetry: () => void;
  onClose: () => void;
}

/**
 * The quote dialog when the wizard's code could not be fetched: the same frame, saying so, with a way to
 * try again. Escape and the close button close it, and focus goes back to the button that opened it.
 */
export function QuoteFrame({ classes, onRetry, onClose }: QuoteFrameProps) {
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
      busy={false}
      contentRef={content}
      onKeyDown={onKeyDown}
      onClose={onClose}
    >
      <div className={classes.body}>
        <p role="alert" className={classes.loading}>
          The form could not be loaded. Check your connection, then{" "}
          <button type="button" className={classes.retry} onClick={onRetry}>
            try again
          </button>
          .
        </p>
      </div>
    </QuoteFrameView>,
    document.body,
  );
}
