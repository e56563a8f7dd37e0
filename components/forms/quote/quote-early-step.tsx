import { type QuoteWords, quoteStepTitles } from "../../../lib/i18n/form-words.ts";
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
  { name: "name", type: "text", autoComplete: "name", required: true },
  { name: "email", type: "email", autoComplete: "email", required: true },
  { name: "phone", type: "tel", autoComplete: "tel", required: true },
  { name: "company", type: "text", autoComplete: "organization", required: false },
] as const;

interface QuoteEarlyStepProps {
  words: QuoteWords;
  /** The quote page of the page's language, which takes the request without scripts. */
  action: string;
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
export function QuoteEarlyStep({ words, action, bodyClass, footerClass }: QuoteEarlyStepProps) {
  return (
    <form action={action} noValidate className={styles.form}>
      <div className={bodyClass}>
        <fieldset className={group.root}>
          <legend className={styles.legend}>{quoteStepTitles(words)[0]}</legend>
          <div className={pairs}>
            {contactFields.map(({ name, type, autoComplete, required }) => (
              <LabelledField key={name} label={words.form.fields[name]} required={required}>
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
          {words.form.previous}
        </button>
        <button type="submit" className={styles.next}>
          {words.form.next}
        </button>
      </div>
    </form>
  );
}
