import type { ReactNode } from "react";
import type { PortalFormState } from "../../lib/portal/actions.ts";
import { css } from "../../styled-system/css/index.mjs";

/** A portal form before its first answer. */
export const IDLE: PortalFormState = { status: "idle" };

/**
 * A portal form's live line: the server's refusal, in the error colour, or else `children` (a hint or
 * what was done; empty keeps the line's height).
 */
export function FormStatus({
  state,
  id,
  children,
}: {
  state: PortalFormState;
  id?: string;
  children?: ReactNode;
}) {
  return (
    <p
      id={id}
      role="status"
      className={css({
        textStyle: "sm",
        minH: "5",
        m: "0",
        color: state.status === "error" ? "fg.error" : "fg.muted",
      })}
    >
      {state.status === "error" ? state.message : children}
    </p>
  );
}
