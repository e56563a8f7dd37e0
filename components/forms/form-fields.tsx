/**
 * The parts of the public forms' kit that need no form library: a labelled field and the submit button.
 * The analyzer's form is built from these alone, so its code comes without react-hook-form, which the
 * kit's fields bring (./form-kit.tsx).
 */

import type { ReactNode } from "react";
import { useId } from "react";
import { css, cx } from "../../styled-system/css/index.mjs";
import type { ButtonVariantProps } from "../../styled-system/recipes/index.mjs";
import { button, field, spinner } from "../../styled-system/recipes/index.mjs";

/** What a control needs to be named by its label and described by its error. */
export interface ControlProps {
  id: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/**
 * A control's ids and ARIA state: the error text is the control's description (aria-describedby), which
 * screen readers read out with the field.
 */
export function useFieldControl({
  error,
  required,
  helper,
}: {
  error?: string;
  required?: boolean;
  helper?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const helperId = `${id}-helper`;
  const control: ControlProps = {
    id,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : helper ? helperId : undefined,
  };
  return { control, errorId, helperId };
}

const fieldClasses = field();

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <span id={id} className={cx(fieldClasses.errorText, css({ color: "red.700" }))}>
      {message}
    </span>
  );
}

interface LabelledFieldProps {
  label: string;
  error?: string;
  required?: boolean;
  /** A line under the control ("Optional"), replaced by the error when there is one. */
  helper?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** Label, control and error text wired together (for/id, aria-invalid, aria-describedby, required). */
export function LabelledField({ label, error, required, helper, className, children }: LabelledFieldProps) {
  const { control, errorId, helperId } = useFieldControl({ error, required, helper });
  return (
    <div className={cx(fieldClasses.root, className)} data-invalid={error ? "" : undefined}>
      <label htmlFor={control.id} className={cx(fieldClasses.label, css({ fontWeight: "medium" }))}>
        {label}
        {required ? (
          <span aria-hidden="true" className={fieldClasses.requiredIndicator}>
            *
          </span>
        ) : null}
      </label>
      {children(control)}
      {helper && !error ? (
        <span id={helperId} className={fieldClasses.helperText}>
          {helper}
        </span>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

interface SubmitButtonProps {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  size?: ButtonVariantProps["size"];
  className?: string;
  /** Posted with the form when this button sends it (which of several buttons it was). */
  name?: string;
  value?: string;
}

/** The form's submit button: disabled with a spinner and the busy label while the form is sent. */
export function SubmitButton({ busy, busyLabel, children, size, className, name, value }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={busy}
      data-loading={busy ? "" : undefined}
      className={cx(button({ size }), className)}
    >
      {busy ? (
        <>
          <span
            aria-hidden="true"
            data-part="spinner"
            className={cx(
              spinner({ size: "inherit" }),
              css({ borderWidth: "0.125em", color: "currentColor" }),
            )}
          />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
