import { mailerFromEnv } from "../mail/transport.ts";

/** One notice as the transport sends it. */
export interface NoticeMail {
  subject: string;
  text: string;
  /** Who gets it; staff (LEAD_NOTIFY_TO) when unset. */
  to?: readonly string[];
  /** The outbox's kind of mail; "lead-notice" when unset. */
  kind?: string;
}

export interface NoticeTransport {
  /** "SMTP" or "the local outbox", for logs. */
  name: string;
  send(mail: NoticeMail): Promise<void>;
}

function recipientsFrom(env: Record<string, string | undefined>): string[] {
  return (env.LEAD_NOTIFY_TO ?? "")
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean);
}

/**
 * Where notices go: over SMTP when a mail server is configured, otherwise to the local outbox (lib/mail).
 * A mail names its recipients (a portal member) or goes to staff: LEAD_NOTIFY_TO, which must be set with
 * a mail server, or staff@localhost in the outbox.
 */
export function noticeTransportFromEnv(
  env: Record<string, string | undefined> = process.env,
): NoticeTransport {
  const mailer = mailerFromEnv(env, (line) => console.info(`[lead notice] ${line}`));
  const recipients = recipientsFrom(env);
  const staff = recipients.length > 0 || mailer.delivers ? recipients : ["staff@localhost"];
  return {
    name: mailer.name,
    async send(mail) {
      const to = mail.to ?? staff;
      if (to.length === 0) throw new Error("LEAD_NOTIFY_TO is not set: no staff address to notify.");
      await mailer.send({
        to: [...to],
        subject: mail.subject,
        text: mail.text,
        type: mail.kind ?? "lead-notice",
      });
    },
  };
}
