"use client";

import { Alert, Box, Field } from "@chakra-ui/react";
import { type ReactNode, type RefObject, useId, useRef, useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { notify } from "@/components/ui/toaster";
import { HONEYPOT_FIELD, type LeadResult, type LeadToast } from "@/lib/leads/result";

const raise = notify as (name: LeadToast) => void;

interface FormFieldProps {
  label: string;
  error?: string;
  required?: boolean;
  helper?: string;
  children: ReactNode;
  gridColumn?: object | string;
}

/**
 * Field ids that make the error text the control's description as well as its error message: Ark links
 * the error only through aria-errormessage, which browsers do not yet read out. Helper and error text
 * share one id; only one of them is rendered at a time.
 */
export function useDescribedFieldIds() {
  const id = useId();
  return { helperText: `${id}-description`, errorText: `${id}-description` };
}

/** Label, control and error text wired together (id, aria-invalid, aria-describedby) by Chakra's Field. */
export function FormField({ label, error, required, helper, children, gridColumn }: FormFieldProps) {
  const ids = useDescribedFieldIds();
  return (
    <Field.Root invalid={Boolean(error)} required={required} gridColumn={gridColumn} ids={ids}>
      <Field.Label fontWeight="medium">
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {error ? <Field.ErrorText color="red.700">{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/** A field people never see or reach; bots that fill every input give themselves away. */
export function Honeypot({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <Box position="absolute" left="-10000px" top="auto" w="1px" h="1px" overflow="hidden" aria-hidden="true">
      <label>
        Leave this field empty
        <input ref={inputRef} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </label>
    </Box>
  );
}

/** A sentence from the server the visitor can act on (rate limit, a field to fix). */
export function FormMessage({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" borderRadius="l2" role="alert">
      <Alert.Indicator />
      <Alert.Description>{message}</Alert.Description>
    </Alert.Root>
  );
}

interface LeadSubmitOptions<T extends FieldValues> {
  form: UseFormReturn<T>;
  action: (input: unknown) => Promise<LeadResult>;
  successToast: LeadToast;
  failedToast: LeadToast;
  /** Runs after a success, once the fields are cleared. */
  onSuccess?: () => void;
}

/**
 * Sends the form's values (and the honeypot) to its server action, then raises the catalogue toast:
 * on success the form is cleared; on failure everything typed stays.
 */
export function useLeadSubmit<T extends FieldValues>({
  form,
  action,
  successToast,
  failedToast,
  onSuccess,
}: LeadSubmitOptions<T>) {
  const honeypot = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<string | null>(null);

  const submit = form.handleSubmit(async () => {
    setMessage(null);
    let result: LeadResult;
    try {
      result = await action({ ...form.getValues(), [HONEYPOT_FIELD]: honeypot.current?.value ?? "" });
    } catch (error) {
      console.error("The submission did not reach the server", error);
      result = { ok: false, toast: failedToast };
    }
    if (result.ok) {
      raise(successToast);
      form.reset();
      onSuccess?.();
      return;
    }
    raise(result.toast);
    if (result.message) setMessage(result.message);
    for (const [name, text] of Object.entries(result.fieldErrors ?? {})) {
      form.setError(name as Path<T>, { type: "server", message: text });
    }
  });

  return { submit, honeypot, message };
}
