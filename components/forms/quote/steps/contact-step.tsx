"use client";

import { TextField } from "../../form-kit.tsx";
import { pairs } from "./layout.ts";
import type { QuoteStepProps } from "./step-props.ts";

/** Step 1, Contact Information: name, email and phone required, company optional. */
export function ContactStep({ form }: QuoteStepProps) {
  return (
    <div className={pairs}>
      <TextField label="Full Name" required form={form} name="name" autoComplete="name" size="lg" />
      <TextField
        label="Email Address"
        required
        form={form}
        name="email"
        type="email"
        autoComplete="email"
        size="lg"
      />
      <TextField
        label="Phone Number"
        required
        form={form}
        name="phone"
        type="tel"
        autoComplete="tel"
        size="lg"
      />
      <TextField label="Company" form={form} name="company" autoComplete="organization" size="lg" />
    </div>
  );
}
