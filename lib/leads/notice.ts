/** A notice e-mail as the notice outbox sends it: a lead's to staff, or a portal message's to either side. */
export interface NoticeMail {
  subject: string;
  text: string;
  /** Who gets it; staff (LEAD_NOTIFY_TO) when unset. */
  to?: readonly string[];
  /** The outbox's kind of mail; "lead-notice" when unset. */
  kind?: string;
}
