"use client";

import { Button, Dialog, HStack, Stack } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useEffect, useRef, useState } from "react";
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type { z } from "zod";
import type { AfterChange, FormFailure, FormResult } from "../../../lib/admin/action.ts";
import { notify } from "../../ui/notify.ts";
import { DialogFrame } from "./dialog-frame.tsx";
import { FormMessage } from "./form-field.tsx";
import { sendAction } from "./send-action.ts";
import { onlyOpensDetail } from "./use-open-detail.ts";
import { useUrlChange } from "./use-url-state.ts";

/**
 * The one form of the dashboard. Every form of every area is made with `useAdminForm` and drawn by
 * `AdminFormDialog` or `AdminInlineForm`; area-folders.test.ts keeps it so.
 *
 * - The area's zod schema checks the fields in the browser (react-hook-form) and, through the area's
 *   `adminAction`, again on the server: the action is sent the values as typed, which is what the schema
 *   parses on both sides.
 * - An edit carries the version its values were read at (a `version` field of its schema); the database
 *   refuses a save against a newer version, and the form keeps that sentence with Reload.
 * - A failure is one toast and the server's sentence in the form; each field the server names shows its
 *   error there, and the first one (in the browser: the first invalid field) takes the focus.
 * - Changing a value clears that field's error (its schema runs again) and the server's sentence, except a
 *   refusal because someone saved first, which stays until Reload.
 */
export interface AdminFormOptions<I extends FieldValues, O, R extends object> {
  schema: z.ZodType<O, I>;
  defaultValues: I;
  /** The area's server action (adminAction). */
  action: (input: unknown, after?: AfterChange) => Promise<FormResult<R>>;
  /** What the action is sent, from the values as typed: an edit wraps them (`{ id, version, values }`). */
  send?: (values: I) => unknown;
  /**
   * How the change is shown: "refresh" (the action renders the area in its response), or "navigate" when
   * `onSaved` moves the URL, which renders it. A function is asked at the moment of sending.
   */
  after?: AfterChange | (() => AfterChange);
  /** Empty the fields once saved (a form that adds one more of something). */
  resetOnSave?: boolean;
  onSaved: (result: { ok: true } & R, values: I) => void;
}

export interface AdminForm<I extends FieldValues, O = I> {
  form: UseFormReturn<I, unknown, O>;
  submit: () => Promise<void>;
  submitting: boolean;
  failure: Pick<FormFailure, "message" | "stale"> | null;
}

export function useAdminForm<I extends FieldValues, O, R extends object = { id: string }>(
  options: AdminFormOptions<I, O, R>,
): AdminForm<I, O> {
  const { schema, defaultValues, action, send, after = "refresh", resetOnSave = false, onSaved } = options;
  const form = useForm<I, unknown, O>({
    resolver: zodResolver(schema as never) as unknown as Resolver<I, unknown, O>,
    defaultValues: defaultValues as DefaultValues<I>,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
  });
  const [failure, setFailure] = useState<Pick<FormFailure, "message" | "stale"> | null>(null);
  useEffect(() => {
    const watching = form.watch(() => setFailure((shown) => (shown?.stale ? shown : null)));
    return () => watching.unsubscribe();
  }, [form]);

  const submit = form.handleSubmit(async () => {
    const values = form.getValues();
    setFailure(null);
    const when = typeof after === "function" ? after() : after;
    const result: FormResult<R> = await sendAction(() => action(send ? send(values) : values, when));
    if (!result.ok) {
      setFailure({ message: result.message, stale: result.stale });
      notify("workspaceNotSaved", result.message);
      const fieldErrors = result.fieldErrors ?? {};
      Object.entries(fieldErrors).forEach(([name, message], index) => {
        form.setError(name as Path<I>, { type: "server", message }, { shouldFocus: index === 0 });
      });
      return;
    }
    if (resetOnSave) form.reset();
    onSaved(result as { ok: true } & R, values);
  });

  return { form, submit, submitting: form.formState.isSubmitting, failure };
}

/**
 * A form's fields under the server's sentence: at the top, in view when it comes, so a refusal's Reload is
 * never under the toast that announces it (toasts sit at the bottom end).
 */
function FormBody({
  failure,
  children,
}: {
  failure: AdminForm<FieldValues>["failure"];
  children: ReactNode;
}) {
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) message.current?.scrollIntoView({ block: "nearest" });
  }, [failure]);
  return (
    <>
      {failure ? (
        <div ref={message}>
          <FormMessage message={failure.message} stale={failure.stale} />
        </div>
      ) : null}
      {children}
    </>
  );
}

/**
 * A create or edit dialog (full screen on a phone): Cancel and the submit button in its footer. The
 * dialog is opened by a URL parameter (`new`, `edit`, `convert`); `onSaved` closes it by moving the URL.
 */
export function AdminFormDialog<I extends FieldValues, O>({
  adminForm,
  open = true,
  onClose,
  title,
  submitLabel,
  children,
}: {
  adminForm: AdminForm<I, O>;
  open?: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <DialogFrame open={open} onClose={onClose}>
      <Dialog.Header pe="12">
        <Dialog.Title fontFamily="heading" textStyle="xl">
          {title}
        </Dialog.Title>
      </Dialog.Header>
      <form onSubmit={adminForm.submit} noValidate aria-label={title} style={{ display: "contents" }}>
        <Dialog.Body>
          <Stack gap="4">
            <FormBody failure={adminForm.failure}>{children}</FormBody>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={adminForm.submitting} loadingText="Saving...">
            {submitLabel}
          </Button>
        </Dialog.Footer>
      </form>
    </DialogFrame>
  );
}

/** A form in a detail (a tab, a card): named by `label`, its submit button too unless `submitLabel`. */
export function AdminInlineForm<I extends FieldValues, O>({
  adminForm,
  label,
  submitLabel = label,
  busyLabel = "Saving...",
  tone,
  secondary,
  framed = true,
  children,
}: {
  adminForm: AdminForm<I, O>;
  label: string;
  submitLabel?: string;
  /** The submit button's words while the change is on its way. */
  busyLabel?: string;
  /** A change that cannot be taken back (a cancellation) is red. */
  tone?: "red";
  /** A way back beside the submit button ('Keep invoice'). */
  secondary?: ReactNode;
  /** Drawn in a box of its own (several forms in one tab); false where it is the only thing there. */
  framed?: boolean;
  children: ReactNode;
}) {
  return (
    <Stack asChild gap="3" {...(framed ? { borderWidth: "1px", borderRadius: "l2", p: "3" } : {})}>
      <form onSubmit={adminForm.submit} noValidate aria-label={label}>
        <FormBody failure={adminForm.failure}>{children}</FormBody>
        <HStack gap="2">
          <Button
            type="submit"
            size="sm"
            colorPalette={tone}
            loading={adminForm.submitting}
            loadingText={busyLabel}
          >
            {submitLabel}
          </Button>
          {secondary}
        </HStack>
      </form>
    </Stack>
  );
}

/**
 * A form dialog opened by a URL parameter (`new`, which Quick Actions link to): `close` removes the
 * parameter; `closeWith` removes it and moves the URL on (e.g. to the new row). Closing the form renders
 * the area unless only a self-reading detail reads the parameter, so the action is told which (`after`).
 */
export function useUrlDialog(param = "new") {
  const url = useUrlChange();
  return {
    after: (): AfterChange => (onlyOpensDetail({ [param]: null }) ? "refresh" : "navigate"),
    close: () => url.update({ [param]: null }, { replace: true }),
    closeWith: (changes: Record<string, string | null> = {}) => url.update({ [param]: null, ...changes }),
  };
}
