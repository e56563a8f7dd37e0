"use client";

import { useActionState } from "react";
import { decidePortalQuote } from "../../lib/portal/actions.ts";
import { QUOTE_REASON_MAX_LENGTH } from "../../lib/portal/schema.ts";
import { css } from "../../styled-system/css/index.mjs";
import { button, textarea } from "../../styled-system/recipes/index.mjs";
import { FormStatus, IDLE } from "./form-status.tsx";

/**
 * Accept or decline an open quote: two plain form posts (they work before scripts load); the page shows
 * the outcome once the answer is stored, and the database's refusal (expired, already decided) if not.
 */
export function QuoteDecision({ quoteId, total }: { quoteId: string; total: string }) {
  const [accepted, accept, accepting] = useActionState(decidePortalQuote, IDLE);
  const [declined, decline, declining] = useActionState(decidePortalQuote, IDLE);
  const pending = accepting || declining;
  return (
    <div className={css({ display: "grid", gap: "6", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" } })}>
      <form
        action={accept}
        aria-label="Accept the quote"
        className={css({ display: "flex", flexDirection: "column", gap: "3" })}
      >
        <input type="hidden" name="quoteId" value={quoteId} />
        <input type="hidden" name="decision" value="accept" />
        <p className={css({ m: "0" })}>
          Accepting agrees to the work above for <strong>{total}</strong>. We approve the project and send you
          the invoice.
        </p>
        <FormStatus state={accepted} />
        <button
          type="submit"
          disabled={pending}
          className={button({ size: "md" })}
          style={{ alignSelf: "flex-start" }}
        >
          {accepting ? "Accepting..." : "Accept quote"}
        </button>
      </form>
      <form
        action={decline}
        aria-label="Decline the quote"
        className={css({ display: "flex", flexDirection: "column", gap: "3" })}
      >
        <input type="hidden" name="quoteId" value={quoteId} />
        <input type="hidden" name="decision" value="decline" />
        <label htmlFor="decline-reason" className={css({ fontWeight: "medium" })}>
          Reason for declining (optional)
        </label>
        <textarea
          id="decline-reason"
          name="reason"
          rows={3}
          maxLength={QUOTE_REASON_MAX_LENGTH}
          className={textarea({ size: "md" })}
        />
        <FormStatus state={declined} />
        <button
          type="submit"
          disabled={pending}
          className={button({ size: "md", variant: "outline" })}
          style={{ alignSelf: "flex-start" }}
        >
          {declining ? "Declining..." : "Decline quote"}
        </button>
      </form>
    </div>
  );
}
