import { quoteSteps } from "../../../lib/quote/steps.ts";
import { quoteRoute } from "../../../lib/runtime/routes.ts";
import { css, cx } from "../../../styled-system/css/index.mjs";
import { button, fieldset, input } from "../../../styled-system/recipes/index.mjs";
import { LabelledField } from "../form-fields.tsx";
import { pairs } from "./steps/layout.ts";

const group = fieldset();
const inputClass = input({ size: "lg" });
const styles = {
  form: css({ display: "contents" }),
  legend: cx(group.legend, css({ fontFamily: "heading", textStyle: "lg", fontWeight: "semibold", mb: "4" })),
  previous: button({ variant: "outline" }),
  next: button(),
};

/** Step 1's fields as the wizard draws them (./steps/contact-step.tsx), with the same labelled field. */
const contactFields = [
  { label: "Full Name", name: "name", type: "text", autoComplete: "name", required: true },
  { label: "Email Address", name: "email", type: "email", autoComplete: "email", required: true },
  { label: "Phone Number", name: "phone", type: "tel", autoComplete: "tel", required: true },
  { label: "Company", name: "company", type: "text", autoComplete: "organization", required: false },
] as const;

interface QuoteEarlyStepProps {
  /** The frame's body and footer classes. */
  bodyClass: string;
  footerClass: string;
}

/**
 * The wizard's first step as server HTML, in the frame a quote tap shows before the wizard's code has
 * come: a visitor types at once, and the wizard takes the answers over when it arrives
 * (lib/runtime/early-taps.ts, takeEarlyFrame). Next Step before then is held by the page's start-up script and
 * the wizard goes on from it. Its target is the quote page, which takes the request without scripts.
 */
export function QuoteEarlyStep({ bodyClass, footerClass }: QuoteEarlyStepProps) {
  return (
    <form action={quoteRoute} noValidate className={styles.form}>
      <div className={bodyClass}>
        <fieldset className={group.root}>
          <legend className={styles.legend}>{quoteSteps[0]}</legend>
          <div className={pairs}>
            {contactFields.map(({ label, name, type, autoComplete, required }) => (
              <LabelledField key={name} label={label} required={required}>
                {(control) => (
                  <input
                    name={name}
                    type={type}
                    autoComplete={autoComplete}
                    className={inputClass}
                    {...control}
                  />
                )}
              </LabelledField>
            ))}
          </div>
        </fieldset>
      </div>
      <div className={footerClass}>
        <button type="button" className={styles.previous} disabled>
          Previous
        </button>
        <button type="submit" className={styles.next}>
          Next Step
        </button>
      </div>
    </form>
  );
}
