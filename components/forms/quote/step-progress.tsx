"use client";

import { Check } from "lucide";
import { fill } from "../../../lib/i18n/fill.ts";
import { type QuoteWords, quoteStepTitles } from "../../../lib/i18n/form-words.ts";
import { QUOTE_STEP_COUNT } from "../../../lib/quote/wizard.ts";
import { css, cx } from "../../../styled-system/css/index.mjs";
import { progress } from "../../../styled-system/recipes/index.mjs";
import { SvgIcon } from "../../ui/svg-icon.tsx";

const bar = progress({ size: "xs" });
const styles = {
  stack: css({ display: "flex", flexDirection: "column", gap: "3" }),
  list: css({ display: "flex", gap: "2", listStyleType: "none" }),
  item: css({
    position: "relative",
    display: "flex",
    alignItems: "center",
    gap: "2",
    minW: "0",
    color: "fg.muted",
    flex: { base: "0 0 auto", md: "1" },
    // The current step takes the room the others leave on a phone, and its title wraps inside it.
    "&[data-step=current]": { color: "fg", flex: "1 1 0%" },
  }),
  badge: css({
    flexShrink: 0,
    display: "grid",
    placeItems: "center",
    boxSize: "7",
    borderRadius: "full",
    fontSize: "xs",
    fontWeight: "bold",
    borderWidth: "2px",
    borderColor: "border",
    bg: "bg",
    color: "fg.muted",
    "[data-step=current] &": { borderColor: "brand.solid", bg: "brand.subtle", color: "brand.fg" },
    "[data-step=done] &": { borderColor: "brand.solid", bg: "brand.solid", color: "brand.contrast" },
  }),
  // Shown from md up, and for the current step on a phone. The clamp sits on the title inside: it sets a
  // display of its own, which would show every label.
  label: css({
    textStyle: "xs",
    fontWeight: "medium",
    minW: "0",
    display: { base: "none", md: "block" },
    "[data-step=current] &": { display: "block", fontWeight: "semibold" },
  }),
  title: css({ lineClamp: 2 }),
  hidden: css({ srOnly: true }),
  track: cx(bar.track, css({ borderRadius: "full", colorPalette: "brand" })),
  range: cx(bar.range, css({ transition: "width 0.3s ease", _motionReduce: { transition: "none" } })),
};

/** Where the visitor is: each step by number and title (done, current, to come), and a bar. */
export function StepProgress({ step, words }: { step: number; words: QuoteWords }) {
  const w = words.form;
  return (
    <div className={styles.stack}>
      <ol className={styles.list} aria-label={w.progress}>
        {quoteStepTitles(words).map((title, index) => {
          const number = index + 1;
          const state = number < step ? "done" : number === step ? "current" : "next";
          return (
            <li
              key={title}
              data-step={state}
              aria-current={state === "current" ? "step" : undefined}
              className={styles.item}
            >
              <span className={styles.badge} aria-hidden="true">
                {state === "done" ? <SvgIcon icon={Check} size={14} strokeWidth={3} /> : number}
              </span>
              <span className={styles.label}>
                <span className={styles.hidden}>
                  {fill(w.progressStep, { step: number })}
                  {state === "done" ? w.progressDone : ""}:{" "}
                </span>
                <span className={styles.title}>{title}</span>
              </span>
            </li>
          );
        })}
      </ol>
      <div
        className={cx(bar.root, css({ colorPalette: "brand" }))}
        role="progressbar"
        aria-label={fill(w.stepOf, { step, count: QUOTE_STEP_COUNT })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round((step / QUOTE_STEP_COUNT) * 100)}
      >
        <div className={styles.track}>
          <div className={styles.range} style={{ width: `${(step / QUOTE_STEP_COUNT) * 100}%` }} />
        </div>
      </div>
    </div>
  );
}
