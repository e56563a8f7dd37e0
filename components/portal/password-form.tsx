"use client";

import { useActionState } from "react";
import { type PortalFormState, setPortalPassword } from "@/lib/portal/actions";
import { css } from "@/styled-system/css";
import { button, input } from "@/styled-system/recipes";

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
      <div className={field}>
        <label htmlFor="portal-password" className={css({ fontWeight: "medium" })}>
          New password
        </label>
        <input
          id="portal-password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          className={input({ size: "lg" })}
        />
      </div>
      <div className={field}>
        <label htmlFor="portal-password-confirm" className={css({ fontWeight: "medium" })}>
          Confirm password
        </label>
        <input
          id="portal-password-confirm"
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          className={input({ size: "lg" })}
        />
      </div>
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
