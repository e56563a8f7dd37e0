"use client";

import { submitContact } from "../../lib/leads/actions.ts";
import type { ContactInput, ContactValues } from "../../lib/validations/contact.ts";
import { css } from "../../styled-system/css/index.mjs";
import {
  Honeypot,
  PostedReply,
  ServerMessage,
  SubmitButton,
  TextAreaField,
  TextField,
  useLeadForm,
  useLeadSubmit,
} from "./form-kit.tsx";
import { lazyZodResolver } from "./lazy-resolver.ts";

const resolver = lazyZodResolver(() =>
  import("../../lib/validations/contact.ts").then((m) => m.contactSchema),
);

const emptyContact: ContactInput = {
  firstName: "",
  lastName: "",
  email: "",
  company: "",
  message: "",
};

interface ContactFormProps {
  submitLabel?: string;
}

/** The quick contact form (home contact section and /contact): every field required. */
export function ContactForm({ submitLabel = "Send Message" }: ContactFormProps) {
  const { form, posted, formAction } = useLeadForm<ContactInput, ContactValues>({
    action: submitContact,
    resolver,
    defaultValues: emptyContact,
  });
  const { submit, honeypot, message, warm } = useLeadSubmit({
    form,
    action: submitContact,
    successToast: "contactSent",
    failedToast: "contactFailed",
  });
  const { isSubmitting } = form.formState;

  return (
    <form
      action={formAction}
      onSubmit={submit}
      onFocus={warm}
      noValidate
      aria-label="Quick contact"
      className={css({ display: "flex", flexDirection: "column", gap: "4", position: "relative" })}
    >
      <div
        className={css({
          display: "grid",
          gridTemplateColumns: { base: "1fr", sm: "repeat(2, minmax(0, 1fr))" },
          gap: "4",
        })}
      >
        <TextField label="First name" required form={form} name="firstName" autoComplete="given-name" />
        <TextField label="Last name" required form={form} name="lastName" autoComplete="family-name" />
      </div>
      <TextField label="Email" required form={form} name="email" type="email" autoComplete="email" />
      <TextField label="Company" required form={form} name="company" autoComplete="organization" />
      <TextAreaField label="Message" required form={form} name="message" rows={5} />
      <Honeypot inputRef={honeypot} />
      <ServerMessage message={message} />
      <PostedReply posted={posted} successToast="contactSent" />
      <SubmitButton busy={isSubmitting} busyLabel="Sending...">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
