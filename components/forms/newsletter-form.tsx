"use client";

import { useState } from "react";
import type { LeadFormWords } from "../../lib/i18n/form-words.ts";
import { subscribeNewsletter } from "../../lib/leads/actions.ts";
import type { NewsletterInput, NewsletterValues } from "../../lib/validations/newsletter.ts";
import { css, cx } from "../../styled-system/css/index.mjs";
import { field, input } from "../../styled-system/recipes/index.mjs";
import {
  FieldError,
  Honeypot,
  LocaleField,
  PostedReply,
  ServerMessage,
  SubmitButton,
  useFieldControl,
  useLeadForm,
  useLeadSubmit,
} from "./form-kit.tsx";
import { lazyZodResolver } from "./lazy-resolver.ts";

/** The footer's newsletter sign-up, on every page, in its page's language (`words`). */
export function NewsletterForm({ words }: { words: LeadFormWords<"newsletter"> }) {
  const w = words.form;
  const [resolver] = useState(() =>
    lazyZodResolver(() =>
      import("../../lib/validations/newsletter.ts").then((m) =>
        m.newsletterSchemaIn({ email: w.emailInMessages, validation: words.validation }),
      ),
    ),
  );
  const { form, posted, formAction } = useLeadForm<NewsletterInput, NewsletterValues>({
    action: subscribeNewsletter,
    resolver,
    defaultValues: { email: "" },
  });
  const { submit, honeypot, message, warm } = useLeadSubmit({
    form,
    action: subscribeNewsletter,
    successToast: "newsletterSubscribed",
    failedToast: "newsletterFailed",
    words,
  });
  const { errors, isSubmitting } = form.formState;
  const { control, errorId } = useFieldControl({ error: errors.email?.message, required: true });

  return (
    <form
      action={formAction}
      onSubmit={submit}
      onFocus={warm}
      noValidate
      aria-label={w.formName}
      className={css({ display: "flex", flexDirection: "column", gap: "3", position: "relative" })}
    >
      <div className={field().root}>
        <label htmlFor={control.id} className={css({ srOnly: true })}>
          {w.email}
        </label>
        <div
          className={css({
            display: "flex",
            gap: "2",
            w: "full",
            flexDirection: { base: "column", sm: "row" },
          })}
        >
          <input
            type="email"
            autoComplete="email"
            placeholder={w.placeholder}
            className={cx(input(), css({ bg: "bg.panel", flex: { base: "none", sm: "1" } }))}
            defaultValue={form.formState.defaultValues?.email}
            {...control}
            {...form.register("email")}
          />
          <SubmitButton busy={isSubmitting} busyLabel={w.busy} className={css({ flexShrink: 0 })}>
            {w.submit}
          </SubmitButton>
        </div>
        <FieldError id={errorId} message={errors.email?.message} />
      </div>
      <Honeypot inputRef={honeypot} label={words.honeypot} />
      <LocaleField words={words} />
      <ServerMessage message={message} />
      <PostedReply posted={posted} successToast="newsletterSubscribed" words={words} />
    </form>
  );
}
