"use client";

import { Button, Field, Flex, Input, Stack } from "@chakra-ui/react";
import { useForm } from "react-hook-form";
import { subscribeNewsletter } from "@/lib/leads/actions";
import type { NewsletterInput, NewsletterValues } from "@/lib/validations/newsletter";
import { FormMessage, Honeypot, useDescribedFieldIds, useLeadSubmit } from "./form-kit";
import { lazyZodResolver } from "./lazy-resolver";

const resolver = lazyZodResolver(() =>
  import("@/lib/validations/newsletter").then((m) => m.newsletterSchema),
);

/** The footer's newsletter sign-up, on every page. */
export function NewsletterForm() {
  const form = useForm<NewsletterInput, unknown, NewsletterValues>({
    resolver,
    defaultValues: { email: "" },
  });
  const { submit, honeypot, message } = useLeadSubmit({
    form,
    action: subscribeNewsletter,
    successToast: "newsletterSubscribed",
    failedToast: "newsletterFailed",
  });
  const { errors, isSubmitting } = form.formState;
  const ids = useDescribedFieldIds();

  return (
    <Stack asChild gap="3" position="relative">
      <form onSubmit={submit} noValidate aria-label="Newsletter">
        <Field.Root invalid={Boolean(errors.email)} required ids={ids}>
          <Field.Label srOnly>Email address</Field.Label>
          <Flex gap="2" w="full" direction={{ base: "column", sm: "row" }}>
            <Input
              type="email"
              autoComplete="email"
              placeholder="you@company.com"
              bg="bg.panel"
              flex={{ base: "none", sm: "1" }}
              {...form.register("email")}
            />
            <Button type="submit" loading={isSubmitting} loadingText="Subscribing..." flexShrink={0}>
              Subscribe
            </Button>
          </Flex>
          {errors.email ? <Field.ErrorText color="red.700">{errors.email.message}</Field.ErrorText> : null}
        </Field.Root>
        <Honeypot inputRef={honeypot} />
        <FormMessage message={message} />
      </form>
    </Stack>
  );
}
