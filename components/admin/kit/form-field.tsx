"use client";

import { Alert, Button, Field } from "@chakra-ui/react";
import { useRouter } from "next/navigation";
import { type ReactNode, useId, useTransition } from "react";

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
function useDescribedFieldIds() {
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

/**
 * A sentence from the server the staff member can act on (a field to fix, a refused change). A save
 * refused because someone else saved first (`stale`) offers Reload: the page reads the row again, and
 * the form, keyed by the row's version, opens anew with their change.
 */
export function FormMessage({ message, stale = false }: { message: string | null; stale?: boolean }) {
  const router = useRouter();
  const [reloading, startReloading] = useTransition();
  if (!message) return null;
  return (
    <Alert.Root status="error" borderRadius="l2" role="alert" alignItems="center">
      <Alert.Indicator />
      <Alert.Description flex="1">{message}</Alert.Description>
      {stale ? (
        <Button
          size="xs"
          variant="outline"
          loading={reloading}
          onClick={() => startReloading(() => router.refresh())}
        >
          Reload
        </Button>
      ) : null}
    </Alert.Root>
  );
}
