import { EARLY_FRAME, EARLY_QUOTE_FRAME_ID } from "../../../lib/runtime/early-taps.ts";
import { quoteDialogClasses } from "./quote-dialog.styles.ts";
import { QuoteEarlyStep } from "./quote-early-step.tsx";
import { QuoteFrameView } from "./quote-frame-view.tsx";

/**
 * The quote dialog with its first step, hidden in every site page for a quote tap that comes before the
 * wizard's code: the page's start-up script shows it at once (lib/runtime/early-taps.ts), or the button's island
 * does while the wizard downloads, and the wizard takes its place and its answers when it arrives. Plain
 * markup: nothing in it needs that code.
 */
export function QuoteEarlyFrame() {
  return (
    <div id={EARLY_QUOTE_FRAME_ID} hidden {...{ [EARLY_FRAME]: "" }}>
      <QuoteFrameView classes={quoteDialogClasses} id={EARLY_QUOTE_FRAME_ID} busy={false} closeMark>
        <QuoteEarlyStep bodyClass={quoteDialogClasses.body} footerClass={quoteDialogClasses.footer} />
      </QuoteFrameView>
    </div>
  );
}
