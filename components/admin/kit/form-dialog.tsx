"use client";

import { Button, Dialog, Stack } from "@chakra-ui/react";
import { type ReactNode, useEffect, useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { notify } from "@/components/ui/notify";
import type { ChangeAction, FormFailure, FormResult } from "@/lib/admin/action";
import { DialogFrame } from "./dialog-frame";
import { FormMessage } from "./form-field";

const UNREACHABLE = "The change did not reach the server. Please try again.";

/**
 * A create or edit dialog: the form checks its fields in the browser, the server action checks them
 * again; whatever fails is shown at its field and nothing typed is lost. On success the form is cleared
 * and `onSaved` gets the row's id. The dialog is opened by a URL parameter (`new`, `edit`, `convert`) and
 * `onSaved` closes it by moving the URL: that navigation renders the area once, so the action is told not
 * to render it as well (adminAction's `after`). A failure is also a toast; the server's sentence leaves
 * once a value changes, except a refusal because someone saved first, which stays until Reload.
 */
export function FormDialog<T extends FieldValues>({
  open,
  onClose,
  title,
  submitLabel,
  form,
  action,
  onSaved,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  form: UseFormReturn<T>;
  action: ChangeAction;
  onSaved: (id: string) => void;
  children: ReactNode;
}) {
  const [failure, setFailure] = useState<FormFailure | null>(null);
  useEffect(() => {
    const watching = form.watch(() => setFailure((shown) => (shown?.stale ? shown : null)));
    return () => watching.unsubscribe();
  }, [form]);
  const submit = form.handleSubmit(async () => {
    setFailure(null);
    let result: FormResult;
    try {
      result = await action(form.getValues(), "navigate");
    } catch (error) {
      console.error("The form did not reach the server", error);
      result = { ok: false, message: UNREACHABLE };
    }
    if (result.ok) {
      form.reset();
      onSaved(result.id);
      return;
    }
    setFailure(result);
    notify("workspaceNotSaved", result.message);
    for (const [name, text] of Object.entries(result.fieldErrors ?? {})) {
      form.setError(name as Path<T>, { type: "server", message: text });
    }
  });

  return (
    <DialogFrame open={open} onClose={onClose}>
      <Dialog.Header pe="12">
        <Dialog.Title fontFamily="heading" textStyle="xl">
          {title}
        </Dialog.Title>
      </Dialog.Header>
      <form onSubmit={submit} noValidate aria-label={title} style={{ display: "contents" }}>
        <Dialog.Body>
          <Stack gap="4">
            {children}
            <FormMessage message={failure?.message ?? null} stale={failure?.stale} />
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting} loadingText="Saving...">
            {submitLabel}
          </Button>
        </Dialog.Footer>
      </form>
    </DialogFrame>
  );
}
