"use client";

import { useState } from "react";
import type { LeadFormWords } from "../../lib/i18n/form-words.ts";
import { submitContact } from "../../lib/leads/actions.ts";
import type { ContactInput, ContactValues } from "../../lib/validations/contact.ts";
import { css } from "../../styled-system/css/index.mjs";
import {
  Honeypot,
  LocaleField,
  PostedReply,
  ServerMessage,
  SubmitButton,
  TextAreaField,
  TextField,
  useLeadForm,
  useLeadSubmit,
} from "./form-kit.tsx";
import { lazyZodResolver } from "./lazy-resolver.ts";

const emptyContact: ContactInput = {
  firstName: "",
  lastName: "",
  email: "",
  company: "",
  message: "",
};

interface ContactFormProps {
  /** The form's words in the page's language (lib/i18n/dictionary.ts leadFormWords). */
  words: LeadFormWords<"contact">;
  submitLabel?: string;
}

/** The quick contact form (home contact section and /contact): every field required. */
export function ContactForm({ words, submitLabel = words.form.submit }: ContactFormProps) {
  // The schema the server checks, its messages in the page's language; loaded on first validation.
  const [resolver] = useState(() =>
    lazyZodResolver(() =>
      import("../../lib/validations/contact.ts").then((m) =>
        m.contactSchemaIn({ fields: words.form, validation: words.validation }),
      ),
    ),
  );
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
    words,
  });
  const w = words.form;
  const { isSubmitting } = form.formState;

  return (
    <form
      action={formAction}
      onSubmit={submit}
      onFocus={warm}
      noValidate
      aria-label={w.formName}
      className={css({ display: "flex", flexDirection: "column", gap: "4", position: "relative" })}
    >
      <div
        className={css({
          display: "grid",
          gridTemplateColumns: { base: "1fr", sm: "repeat(2, minmax(0, 1fr))" },
          gap: "4",
        })}
      >
        <TextField label={w.firstName} required form={form} name="firstName" autoComplete="given-name" />
        <TextField label={w.lastName} required form={form} name="lastName" autoComplete="family-name" />
      </div>
      <TextField label={w.email} required form={form} name="email" type="email" autoComplete="email" />
      <TextField label={w.company} required form={form} name="company" autoComplete="organization" />
      <TextAreaField label={w.message} required form={form} name="message" rows={5} />
      <Honeypot inputRef={honeypot} label={words.honeypot} />
      <LocaleField words={words} />
      <ServerMessage message={message} />
      <PostedReply posted={posted} successToast="contactSent" words={words} />
      <SubmitButton busy={isSubmitting} busyLabel={w.busy}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
