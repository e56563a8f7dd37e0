import { mailerFromEnv } from "@/lib/mail/transport";
import type { NoticeMail } from "./notice-mail";

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
 * Where staff notices go: over SMTP to LEAD_NOTIFY_TO when a mail server is configured (which then
 * must name someone), otherwise to the local outbox, addressed to LEAD_NOTIFY_TO or staff@localhost.
 */
export function noticeTransportFromEnv(
  env: Record<string, string | undefined> = process.env,
): NoticeTransport {
  const mailer = mailerFromEnv(env, (line) => console.info(`[lead notice] ${line}`));
  const recipients = recipientsFrom(env);
  const smtp = mailer.name === "SMTP";
  const to = recipients.length > 0 || smtp ? recipients : ["staff@localhost"];
  return {
    name: mailer.name,
    async send(mail) {
      if (to.length === 0) throw new Error("LEAD_NOTIFY_TO is not set: no staff address to notify.");
      await mailer.send({ to, subject: mail.subject, text: mail.text, type: "lead-notice" });
    },
  };
}
