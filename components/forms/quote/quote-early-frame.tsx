import { EARLY_FRAME, EARLY_QUOTE_FRAME_ID } from "../../../lib/runtime/early-taps.ts";
import { quoteDialogClasses } from "./quote-dialog.styles.ts";
import { QuoteFrameLoading, QuoteFrameView } from "./quote-frame-view.tsx";

/**
 * The quote dialog's frame, hidden in every site page for a quote button tapped before the page's code
 * has run: the page's start-up script shows it at once (lib/runtime/early-taps.ts), and the button's island
 * replaces it with its own when it arrives. Plain markup: nothing in it needs that code.
 */
export function QuoteEarlyFrame() {
  return (
    <div id={EARLY_QUOTE_FRAME_ID} hidden {...{ [EARLY_FRAME]: "" }}>
      <QuoteFrameView classes={quoteDialogClasses} id={EARLY_QUOTE_FRAME_ID} busy closeMark>
        <QuoteFrameLoading classes={quoteDialogClasses} />
      </QuoteFrameView>
    </div>
  );
}
