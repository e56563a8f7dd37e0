"use client";

import { useActionState, useEffect, useRef } from "react";
import { postClientMessage } from "../../lib/portal/actions.ts";
import { MESSAGE_MAX_LENGTH } from "../../lib/portal/schema.ts";
import { css } from "../../styled-system/css/index.mjs";
import { button, textarea } from "../../styled-system/recipes/index.mjs";
import { FormStatus, IDLE } from "./form-status.tsx";

/**
 * The client's message on a project. A server action form: it posts and the thread above shows the
 * message whether or not scripts have loaded; with them, it clears and says so without a reload.
 */
export function MessageForm({ projectId }: { projectId: string }) {
  const [state, action, pending] = useActionState(postClientMessage, IDLE);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (state.status === "sent") form.current?.reset();
  }, [state]);
  return (
    <form
      ref={form}
      action={action}
      aria-label="Write to the team"
      className={css({ display: "flex", flexDirection: "column", gap: "3" })}
    >
      <input type="hidden" name="projectId" value={projectId} />
      <label htmlFor="message-body" className={css({ fontWeight: "medium" })}>
        Your message
      </label>
      <textarea
        id="message-body"
        name="body"
        required
        rows={4}
        maxLength={MESSAGE_MAX_LENGTH}
        aria-describedby="message-status"
        className={textarea({ size: "md" })}
      />
      <FormStatus state={state} id="message-status">
        {state.status === "sent"
          ? "Sent. The team gets an e-mail."
          : "The team gets an e-mail with your message."}
      </FormStatus>
      <button
        type="submit"
        disabled={pending}
        className={button({ size: "md" })}
        style={{ alignSelf: "flex-start" }}
      >
        {pending ? "Sending..." : "Send message"}
      </button>
    </form>
  );
}
