"use client";

import { useId } from "react";
import { useWatch } from "react-hook-form";
import type { QuoteWords } from "../../../../lib/i18n/form-words.ts";
import { languageTags } from "../../../../lib/i18n/locales.ts";
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
function InstantEstimate({
  values,
  pricing,
  words,
}: {
  values: Partial<QuoteInput>;
  pricing: PricingModel | null;
  words: QuoteWords;
}) {
  const estimate = pricing ? estimateQuote(values, pricing) : null;
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.estimate}>
      <p id={titleId} className={styles.estimateTitle}>
        {words.form.estimateTitle}
      </p>
      {estimate ? (
        <>
          <p className={styles.range}>{formatEstimateRange(estimate, languageTags[words.locale])}</p>
          {/* The pricing model's note is the Studio's English content, whatever the page's language. */}
          <p className={styles.note} lang={words.locale === "en" ? undefined : languageTags.en}>
            {estimate.note}
          </p>
        </>
      ) : (
        <p className={styles.unavailable}>{words.form.estimateUnavailable}</p>
      )}
    </section>
  );
}

/** Step 4, Final Details & Submit: optional goals, the instant estimate and the answers to check. */
export function FinalStep({ form, pricing, words }: QuoteStepProps) {
  const values = useWatch({ control: form.control }) as Partial<QuoteInput>;
  const w = words.form;
  return (
    <div className={styles.stack}>
      <TextAreaField
        label={w.fields.goals}
        form={form}
        name="goals"
        helper={w.optional}
        placeholder={w.placeholders.goals}
      />
      <InstantEstimate values={values} pricing={pricing} words={words} />
      <div className={styles.summary}>
        <p className={styles.summaryTitle}>{w.summaryTitle}</p>
        <dl className={styles.list}>
          {quoteSummary(values, w).map(([term, detail]) => (
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
