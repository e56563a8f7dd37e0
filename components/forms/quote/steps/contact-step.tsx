"use client";

import { TextField } from "../../form-kit.tsx";
import { pairs } from "./layout.ts";
import type { QuoteStepProps } from "./step-props.ts";

/** Step 1, Contact Information: name, email and phone required, company optional. */
export function ContactStep({ form, words }: QuoteStepProps) {
  const label = words.form.fields;
  return (
    <div className={pairs}>
      <TextField label={label.name} required form={form} name="name" autoComplete="name" size="lg" />
      <TextField
        label={label.email}
        required
        form={form}
        name="email"
        type="email"
        autoComplete="email"
        size="lg"
      />
      <TextField
        label={label.phone}
        required
        form={form}
        name="phone"
        type="tel"
        autoComplete="tel"
        size="lg"
      />
      <TextField label={label.company} form={form} name="company" autoComplete="organization" size="lg" />
    </div>
  );
}
