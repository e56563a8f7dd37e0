import type { Metadata } from "next";
import { QUOTE_DESCRIPTION, QUOTE_TITLE } from "@/components/forms/quote/quote-copy";
import { QuoteStepsForm } from "@/components/forms/quote/quote-steps-form";
import { PageHeader } from "@/components/ui/page-header";
import { readPricingModel } from "@/lib/quote/read-pricing";
import { quoteRoute } from "@/lib/routes";
import { css } from "@/styled-system/css";

export const metadata: Metadata = {
  title: QUOTE_TITLE,
  description: QUOTE_DESCRIPTION,
  alternates: { canonical: quoteRoute },
};

/**
 * The quote request as a page: where a quote button leads when the wizard cannot open (no JavaScript),
 * the same four steps, rules, instant estimate and request, one step at a time.
 */
export default async function QuotePage() {
  const pricing = await readPricingModel();
  return (
    <>
      <PageHeader eyebrow="Quote request" title={QUOTE_TITLE} description={QUOTE_DESCRIPTION} />
      <div
        className={css({ maxW: "3xl", mx: "auto", px: { base: "4", md: "8" }, pb: { base: "16", md: "24" } })}
      >
        <div
          className={css({
            borderRadius: "l3",
            borderWidth: "1px",
            borderColor: "border",
            bg: "bg.panel",
            boxShadow: "md",
            p: { base: "5", md: "8" },
          })}
        >
          <QuoteStepsForm pricing={pricing} />
        </div>
      </div>
    </>
  );
}
