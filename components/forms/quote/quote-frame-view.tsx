import { X } from "lucide";
import type { KeyboardEventHandler, ReactNode, Ref } from "react";
import { fill } from "../../../lib/i18n/fill.ts";
import type { QuoteWords } from "../../../lib/i18n/form-words.ts";
import { quoteSteps } from "../../../lib/quote/steps.ts";
import { SvgIcon } from "../../ui/svg-icon.tsx";
import type { QuoteDialogClasses } from "./quote-dialog.styles.ts";

interface QuoteFrameViewProps {
  classes: QuoteDialogClasses;
  words: QuoteWords;
  /** Prefix of the title's and description's ids. */
  id: string;
  /** Below the header: the first step's form, or a body saying why the form could not load. */
  children: ReactNode;
  busy: boolean;
  contentRef?: Ref<HTMLDivElement>;
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
  onClose?: () => void;
  /** Marks the close button for the page's start-up script, which closes the frame it drew itself. */
  closeMark?: boolean;
}

/**
 * The quote dialog's frame as markup: title, first step's heading, what comes below and the close button.
 * Shown, with the first step's form, for a tap before the wizard's code has come (./quote-early-frame.tsx),
 * and by the quote button when that code could not be fetched (./quote-frame.tsx); the wizard draws the
 * same frame around its form.
 */
export function QuoteFrameView({
  classes,
  words,
  id,
  children,
  busy,
  contentRef,
  onKeyDown,
  onClose,
  closeMark,
}: QuoteFrameViewProps) {
  return (
    <>
      <div className={classes.backdrop} data-state="open" />
      <div className={classes.positioner}>
        <div
          ref={contentRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-description`}
          aria-busy={busy}
          tabIndex={-1}
          data-state="open"
          className={classes.content}
          onKeyDown={onKeyDown}
        >
          <div className={classes.header}>
            <div className={classes.heading}>
              <p className={classes.kicker}>
                {fill(words.form.stepOf, { step: 1, count: quoteSteps.length })}
              </p>
              <h2 id={`${id}-title`} className={classes.title}>
                {words.form.title}
              </h2>
              <p id={`${id}-description`} className={classes.description}>
                {words.form.description}
              </p>
            </div>
            <div className={classes.progressSpace} />
          </div>
          {children}
          <button
            type="button"
            className={classes.closeTrigger}
            aria-label={words.form.close}
            onClick={onClose}
            data-early-close={closeMark ? "" : undefined}
          >
            <SvgIcon icon={X} size={18} />
          </button>
        </div>
      </div>
    </>
  );
}

/** The body while the wizard's code is on its way, where the page's first step is not there to show. */
export function QuoteFrameLoading({ classes, words }: { classes: QuoteDialogClasses; words: QuoteWords }) {
  return (
    <p className={classes.loading}>
      <span className={classes.spinner} aria-hidden="true" />
      {words.form.loading}
    </p>
  );
}
