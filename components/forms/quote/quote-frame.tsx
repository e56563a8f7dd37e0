"use client";

import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import type { QuoteWords } from "../../../lib/i18n/form-words.ts";
import type { QuoteDialogClasses } from "./quote-dialog.styles.ts";
import { QuoteFrameLoading, QuoteFrameView } from "./quote-frame-view.tsx";

interface QuoteFrameProps {
  classes: QuoteDialogClasses;
  words: QuoteWords;
  /** The wizard's code could not be fetched: say so, and offer to try again. */
  failed: boolean;
  onRetry: () => void;
  onClose: () => void;
}

/**
 * The quote dialog while the wizard's code is on its way and the page's first step is not there to show
 * (another quote button's wizard took it over), or when that code could not be fetched: the same frame,
 * title and first step's heading, saying the form is loading, or why it could not. The wizard replaces it in place.
 * Escape and the close button close it, and focus goes back to the button that opened it.
 */
export function QuoteFrame({ classes, words, failed, onRetry, onClose }: QuoteFrameProps) {
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
      words={words}
      id={id}
      busy={!failed}
      contentRef={content}
      onKeyDown={onKeyDown}
      onClose={onClose}
    >
      <div className={classes.body}>
        {failed ? (
          <p role="alert" className={classes.loading}>
            {words.form.failed}{" "}
            <button type="button" className={classes.retry} onClick={onRetry}>
              {words.form.retry}
            </button>
            .
          </p>
        ) : (
          <QuoteFrameLoading classes={classes} words={words} />
        )}
      </div>
    </QuoteFrameView>,
    document.body,
  );
}
