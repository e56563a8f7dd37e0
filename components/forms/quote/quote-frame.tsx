"use client";

import { X } from "lucide";
import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { SvgIcon } from "@/components/ui/svg-icon";
import { quoteSteps } from "@/lib/quote/steps";
import { QUOTE_DESCRIPTION, QUOTE_TITLE } from "./quote-copy";
import type { QuoteDialogClasses } from "./quote-dialog.styles";

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
    <>
      <div className={classes.backdrop} data-state="open" />
      <div className={classes.positioner}>
        <div
          ref={content}
          role="dialog"
          aria-modal="true"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-description`}
          aria-busy={!failed}
          tabIndex={-1}
          data-state="open"
          className={classes.content}
          onKeyDown={onKeyDown}
        >
          <div className={classes.header}>
            <div className={classes.heading}>
              <p className={classes.kicker}>Step 1 of {quoteSteps.length}</p>
              <h2 id={`${id}-title`} className={classes.title}>
                {QUOTE_TITLE}
              </h2>
              <p id={`${id}-description`} className={classes.description}>
                {QUOTE_DESCRIPTION}
              </p>
            </div>
            <div className={classes.progressSpace} />
          </div>
          <div className={classes.body}>
            {failed ? (
              <p role="alert" className={classes.loading}>
                The form could not be loaded. Check your connection, then{" "}
                <button type="button" className={classes.retry} onClick={onRetry}>
                  try again
                </button>
                .
              </p>
            ) : (
              <p className={classes.loading}>
                <span className={classes.spinner} aria-hidden="true" />
                Loading the form…
              </p>
            )}
          </div>
          <button type="button" className={classes.closeTrigger} aria-label="Close" onClick={onClose}>
            <SvgIcon icon={X} size={18} />
          </button>
        </div>
      </div>
    </>,
    document.body,
  );
}
