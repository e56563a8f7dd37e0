"use client";

import { useActionState } from "react";
import { type PortalFormState, setPortalPassword } from "../../lib/portal/actions.ts";
import { css } from "../../styled-system/css/index.mjs";
import { button, input } from "../../styled-system/recipes/index.mjs";

const IDLE: PortalFormState = { status: "idle" };
const field = css({ display: "flex", flexDirection: "column", gap: "1.5" });

/** The invitation's last step: choose a password, then the portal opens. */
export function PasswordForm() {
  const [state, action, pending] = useActionState(setPortalPassword, IDLE);
  return (
    <form
      action={action}
      aria-label="Set your password"
      className={css({ display: "flex", flexDirection: "column", gap: "4" })}
    >
      <PasswordField id="portal-password" name="password" label="New password" />
      <PasswordField id="portal-password-confirm" name="confirm" label="Confirm password" />
      {state.status === "error" ? (
        <p role="alert" className={css({ color: "fg.error", textStyle: "sm" })}>
          {state.message}
        </p>
      ) : null}
      <button type="submit" disabled={pending} className={button({ size: "lg" })}>
        {pending ? "Saving..." : "Set password and open the portal"}
      </button>
    </form>
  );
}

function PasswordField({ id, name, label }: { id: string; name: string; label: string }) {
  return (
    <div className={field}>
      <label htmlFor={id} className={css({ fontWeight: "medium" })}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        className={input({ size: "lg" })}
      />
    </div>
  );
}
