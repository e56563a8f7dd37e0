import type { QuoteWords } from "../../../lib/i18n/form-words.ts";
import { localizedPath } from "../../../lib/i18n/locales.ts";
import { EARLY_FRAME, EARLY_QUOTE_FRAME_ID } from "../../../lib/runtime/early-taps.ts";
import { quoteRoute } from "../../../lib/runtime/routes.ts";
import { quoteDialogClasses } from "./quote-dialog.styles.ts";
import { QuoteEarlyStep } from "./quote-early-step.tsx";
import { QuoteFrameView } from "./quote-frame-view.tsx";

/**
 * The quote dialog with its first step, hidden in every site page for a quote tap that comes before the
 * wizard's code: the page's start-up script shows it at once (lib/runtime/early-taps.ts), or the button's island
 * does while the wizard downloads, and the wizard takes its place and its answers when it arrives. Plain
 * markup: nothing in it needs that code.
 */
export function QuoteEarlyFrame({ words }: { words: QuoteWords }) {
  return (
    <div id={EARLY_QUOTE_FRAME_ID} hidden {...{ [EARLY_FRAME]: "" }}>
      <QuoteFrameView
        classes={quoteDialogClasses}
        words={words}
        id={EARLY_QUOTE_FRAME_ID}
        busy={false}
        closeMark
      >
        <QuoteEarlyStep
          words={words}
          action={localizedPath(quoteRoute, words.locale) ?? quoteRoute}
          bodyClass={quoteDialogClasses.body}
          footerClass={quoteDialogClasses.footer}
        />
      </QuoteFrameView>
    </div>
  );
}
