"use client";

/**
 * The one kit of the public forms (contact, evaluation, newsletter, sign-in and the quote
 * wizard): plain elements styled by Panda (Chakra's own recipes), wired to react-hook-form. The forms on
 * every marketing page hydrate without a styling runtime, and load the toaster only when they need it.
 */

import { ChevronDown } from "lucide";
import { type HTMLAttributes, type RefObject, useActionState, useRef, useState } from "react";
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type { LeadFormName, LeadFormWords } from "../../lib/i18n/form-words.ts";
import { HONEYPOT_FIELD, type LeadResult, type LeadToast, LOCALE_FIELD } from "../../lib/leads/result.ts";
import type { Option } from "../../lib/validations/options.ts";
import { css, cx } from "../../styled-system/css/index.mjs";
import type { InputVariantProps } from "../../styled-system/recipes/index.mjs";
import { input, nativeSelect, textarea } from "../../styled-system/recipes/index.mjs";
import { Notice } from "../ui/notice.tsx";
import { notifyIn, preloadToaster } from "../ui/notify.ts";
import { SvgIcon } from "../ui/svg-icon.tsx";
import { LabelledField } from "./form-fields.tsx";

export type { ControlProps } from "./form-fields.tsx";
export { FieldError, LabelledField, SubmitButton, useFieldControl } from "./form-fields.tsx";

/** The words every lead form takes, whichever form it is. */
type KitWords = Omit<LeadFormWords<LeadFormName>, "form">;

/** A lead toast in the form's language. */
const raise = (words: KitWords, name: LeadToast) =>
  notifyIn({ ...words.toasts[name], dismiss: words.dismissToast }, name);

interface TextFieldProps<Values extends FieldValues, Parsed extends FieldValues> {
  label: string;
  /** The form the field belongs to; it registers the field and holds its error. */
  form: UseFormReturn<Values, unknown, Parsed>;
  name: Path<Values>;
  required?: boolean;
  type?: "text" | "email" | "password" | "tel" | "url";
  autoComplete: string;
  size?: InputVariantProps["size"];
  placeholder?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
}

/**
 * A field's value when the form is drawn: written into the HTML, so a form the server renders again after
 * a post without JavaScript shows what was typed.
 */
function initialValue<Values extends FieldValues, Parsed extends FieldValues>(
  form: UseFormReturn<Values, unknown, Parsed>,
  name: Path<Values>,
): string | undefined {
  const value = (form.formState.defaultValues as Record<string, unknown> | undefined)?.[name];
  return typeof value === "string" ? value : undefined;
}

/** A labelled one-line input registered with its form: the fields every lead and sign-in form is made of. */
export function TextField<Values extends FieldValues, Parsed extends FieldValues>({
  label,
  form,
  name,
  required,
  type = "text",
  autoComplete,
  size,
  placeholder,
  inputMode,
}: TextFieldProps<Values, Parsed>) {
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <LabelledField label={label} required={required} error={error}>
      {(control) => (
        <input
          type={type}
          autoComplete={autoComplete}
          placeholder={placeholder}
          inputMode={inputMode}
          className={input({ size })}
          defaultValue={type === "password" ? undefined : initialValue(form, name)}
          {...control}
          {...form.register(name)}
        />
      )}
    </LabelledField>
  );
}

interface ChoiceFieldProps<Values extends FieldValues, Parsed extends FieldValues> {
  label: string;
  form: UseFormReturn<Values, unknown, Parsed>;
  name: Path<Values>;
  required?: boolean;
  /** The empty first choice ("Select a budget"). */
  placeholder: string;
  options: readonly Option[];
}

const selectClasses = nativeSelect({ size: "lg" });

/** A labelled native select registered with its form: phones show their own picker, letters jump to a choice. */
export function SelectField<Values extends FieldValues, Parsed extends FieldValues>({
  label,
  form,
  name,
  required,
  placeholder,
  options,
}: ChoiceFieldProps<Values, Parsed>) {
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <LabelledField label={label} required={required} error={error}>
      {(control) => (
        <div className={selectClasses.root}>
          <select
            className={selectClasses.field}
            defaultValue={initialValue(form, name)}
            {...control}
            {...form.register(name)}
          >
            <option value="">{placeholder}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <span className={selectClasses.indicator}>
            <SvgIcon icon={ChevronDown} />
          </span>
        </div>
      )}
    </LabelledField>
  );
}

interface TextAreaFieldProps<Values extends FieldValues, Parsed extends FieldValues> {
  label: string;
  form: UseFormReturn<Values, unknown, Parsed>;
  name: Path<Values>;
  required?: boolean;
  helper?: string;
  placeholder?: string;
  rows?: number;
}

const textareaClass = cx(textarea(), css({ resize: "vertical" }));

/** A labelled text box of several lines registered with its form. */
export function TextAreaField<Values extends FieldValues, Parsed extends FieldValues>({
  label,
  form,
  name,
  required,
  helper,
  placeholder,
  rows = 4,
}: TextAreaFieldProps<Values, Parsed>) {
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <LabelledField label={label} required={required} helper={helper} error={error}>
      {(control) => (
        <textarea
          rows={rows}
          placeholder={placeholder}
          className={textareaClass}
          defaultValue={initialValue(form, name)}
          {...control}
          {...form.register(name)}
        />
      )}
    </LabelledField>
  );
}

/**
 * The language the form is shown in, posted with it (a browser's own post included) so the server
 * answers in it and the lead records it.
 */
export function LocaleField({ words }: { words: Pick<KitWords, "locale"> }) {
  return <input type="hidden" name={LOCALE_FIELD} value={words.locale} />;
}

/** A field people never see or reach; bots that fill every input give themselves away. */
export function Honeypot({
  inputRef,
  label,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  label: string;
}) {
  return (
    <div
      className={css({
        position: "absolute",
        left: "-10000px",
        top: "auto",
        w: "1px",
        h: "1px",
        overflow: "hidden",
      })}
      aria-hidden="true"
    >
      <label>
        {label}
        <input ref={inputRef} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}

/** A sentence from the server the visitor can act on (rate limit, a field to fix). */
export function ServerMessage({ message }: { message: string | null }) {
  return message ? <Notice status="error">{message}</Notice> : null;
}

/** A lead server action: called with the form's values, or by useActionState with what the browser posted. */
export type LeadAction = (input: unknown, posted?: FormData) => Promise<LeadResult>;

/** The answer to a form the browser posted itself: null until then. */
export type PostedAnswer = LeadResult | null;

function postedErrors<T extends FieldValues>(posted: PostedAnswer): FieldErrors<T> | undefined {
  if (!posted || posted.ok || !posted.fieldErrors) return undefined;
  const errors: Record<string, { type: string; message: string }> = {};
  for (const [name, message] of Object.entries(posted.fieldErrors))
    errors[name] = { type: "server", message };
  return errors as FieldErrors<T>;
}

/**
 * A lead form's react-hook-form and its native action. Without JavaScript the browser posts the form to
 * `action` (progressive enhancement: useActionState), and the server draws the form again with the
 * answer: what was typed, each field's error beside it, the success or failure text (PostedReply). With
 * JavaScript the island sends it itself (useLeadSubmit), and the answer is a toast.
 */
export function useLeadForm<Input extends FieldValues, Output extends FieldValues>({
  action,
  resolver,
  defaultValues,
}: {
  action: LeadAction;
  resolver: Resolver<Input, unknown, Output>;
  defaultValues: DefaultValues<Input>;
}) {
  const [posted, formAction] = useActionState<PostedAnswer, FormData>(action, null);
  const typed = posted && !posted.ok ? (posted.values as Partial<Input> | undefined) : undefined;
  const form = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: { ...defaultValues, ...typed } as DefaultValues<Input>,
    errors: postedErrors<Input>(posted),
  });
  return { form, posted, formAction };
}

/** The server's answer to a form posted without JavaScript, in the toast's words, above the button. */
export function PostedReply({
  posted,
  successToast,
  words,
}: {
  posted: PostedAnswer;
  successToast: LeadToast;
  /** The page's language. */
  words: KitWords;
}) {
  if (!posted) return null;
  const { title, description } = words.toasts[posted.ok ? successToast : posted.toast];
  return (
    <Notice status={posted.ok ? "success" : "error"} title={title}>
      {description}
      {!posted.ok && posted.message ? ` ${posted.message}` : null}
    </Notice>
  );
}

interface LeadSubmitOptions<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** The page's language: the toasts' words, and the language the form posts. */
  words: KitWords;
  action: (input: unknown) => Promise<LeadResult>;
  successToast: LeadToast;
  failedToast: LeadToast;
  /** Runs after a success, once the fields are cleared. */
  onSuccess?: () => void;
}

/**
 * Sends the form's values (and the honeypot) to its server action, then raises the catalogue toast:
 * on success the form is cleared; on failure everything typed stays. `warm` (the form's onFocus) loads
 * the toaster while the visitor types, so the answer's toast shows at once.
 */
export function useLeadSubmit<T extends FieldValues>({
  form,
  action,
  successToast,
  failedToast,
  onSuccess,
  words,
}: LeadSubmitOptions<T>) {
  const honeypot = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<string | null>(null);

  const submit = form.handleSubmit(async () => {
    setMessage(null);
    let result: LeadResult;
    try {
      result = await action({
        ...form.getValues(),
        [HONEYPOT_FIELD]: honeypot.current?.value ?? "",
        [LOCALE_FIELD]: words.locale,
      });
    } catch (error) {
      console.error("The submission did not reach the server", error);
      result = { ok: false, toast: failedToast };
    }
    if (result.ok) {
      raise(words, successToast);
      form.reset();
      onSuccess?.();
      return;
    }
    raise(words, result.toast);
    if (result.message) setMessage(result.message);
    for (const [name, text] of Object.entries(result.fieldErrors ?? {})) {
      form.setError(name as Path<T>, { type: "server", message: text });
    }
  });

  return { submit, honeypot, message, warm: preloadToaster };
}
