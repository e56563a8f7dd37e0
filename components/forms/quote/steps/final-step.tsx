"use client";

import { useId } from "react";
import { useWatch } from "react-hook-form";
import { estimateQuote, formatEstimateRange } from "../../../../lib/quote/estimate.ts";
import type { PricingModel } from "../../../../lib/quote/pricing.ts";
import { quoteSummary } from "../../../../lib/quote/wizard.ts";
import type { QuoteInput } from "../../../../lib/validations/quote.ts";
import { css } from "../../../../styled-system/css/index.mjs";
import { TextAreaField } from "../../form-kit.tsx";
import type { QuoteStepProps } from "./step-props.ts";

const styles = {
  stack: css({ display: "flex", flexDirection: "column", gap: "5" }),
  estimate: css({
    borderRadius: "l2",
    borderWidth: "1px",
    borderColor: "brand.muted",
    bg: "brand.subtle",
    p: "4",
  }),
  estimateTitle: css({
    textStyle: "xs",
    fontWeight: "semibold",
    letterSpacing: "0.14em",
    textTransform: "uppercase",
    color: "brand.fg",
  }),
  range: css({ fontFamily: "heading", fontWeight: "bold", textStyle: { base: "xl", md: "2xl" }, mt: "1" }),
  note: css({ textStyle: "sm", color: "fg.muted", mt: "1" }),
  unavailable: css({ textStyle: "sm", mt: "1" }),
  summary: css({ borderRadius: "l2", bg: "bg.subtle", p: "4", textStyle: "sm" }),
  summaryTitle: css({ fontWeight: "semibold", mb: "2" }),
  list: css({ display: "grid", gridTemplateColumns: "auto 1fr", columnGap: "4", rowGap: "1" }),
  term: css({ color: "fg.muted" }),
  detail: css({ wordBreak: "break-word" }),
  pair: css({ display: "contents" }),
};

/** The estimate of the answers as they are; the server stores the same figure with the request. */
function InstantEstimate({ values, pricing }: { values: Partial<QuoteInput>; pricing: PricingModel | null }) {
  const estimate = pricing ? estimateQuote(values, pricing) : null;
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.estimate}>
      <p id={titleId} className={styles.estimateTitle}>
        Instant estimate
      </p>
      {estimate ? (
        <>
          <p className={styles.range}>{formatEstimateRange(estimate)}</p>
          <p className={styles.note}>{estimate.note}</p>
        </>
      ) : (
        <p className={styles.unavailable}>
          The instant estimate is not available right now. Your detailed proposal will include pricing.
        </p>
      )}
    </section>
  );
}

/** Step 4, Final Details & Submit: optional goals, the instant estimate and the answers to check. */
export function FinalStep({ form, pricing }: QuoteStepProps) {
  const values = useWatch({ control: form.control }) as Partial<QuoteInput>;
  return (
    <div className={styles.stack}>
      <TextAreaField
        label="Goals"
        form={form}
        name="goals"
        helper="Optional"
        placeholder="What does success look like for this project?"
      />
      <InstantEstimate values={values} pricing={pricing} />
      <div className={styles.summary}>
        <p className={styles.summaryTitle}>Your request</p>
        <dl className={styles.list}>
          {quoteSummary(values).map(([term, detail]) => (
            <div key={term} className={styles.pair}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.detail}>{detail}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
