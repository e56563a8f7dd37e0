"use client";

import { Button, Input, SimpleGrid, Stack, Textarea } from "@chakra-ui/react";
import { useForm } from "react-hook-form";
import { submitContact } from "@/lib/leads/actions";
import type { ContactInput, ContactValues } from "@/lib/validations/contact";
import { FormField, FormMessage, Honeypot, useLeadSubmit } from "./form-kit";
import { lazyZodResolver } from "./lazy-resolver";

const resolver = lazyZodResolver(() => import("@/lib/validations/contact").then((m) => m.contactSchema));

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
  const form = useForm<ContactInput, unknown, ContactValues>({
    resolver,
    defaultValues: emptyContact,
  });
  const { submit, honeypot, message } = useLeadSubmit({
    form,
    action: submitContact,
    successToast: "contactSent",
    failedToast: "contactFailed",
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <Stack asChild gap="4" position="relative">
      <form onSubmit={submit} noValidate aria-label="Quick contact">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="First name" required error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...form.register("firstName")} />
          </FormField>
          <FormField label="Last name" required error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...form.register("lastName")} />
          </FormField>
        </SimpleGrid>
        <FormField label="Email" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register("email")} />
        </FormField>
        <FormField label="Company" required error={errors.company?.message}>
          <Input autoComplete="organization" {...form.register("company")} />
        </FormField>
        <FormField label="Message" required error={errors.message?.message}>
          <Textarea rows={5} resize="vertical" {...form.register("message")} />
        </FormField>
        <Honeypot inputRef={honeypot} />
        <FormMessage message={message} />
        <Button type="submit" loading={isSubmitting} loadingText="Sending...">
          {submitLabel}
        </Button>
      </form>
    </Stack>
  );
}
