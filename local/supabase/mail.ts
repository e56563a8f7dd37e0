import { join } from "node:path";
import { type OutboxMessage, readOutbox } from "../../lib/mail/outbox.ts";
import { outboxMailer, type SmtpSettings, smtpMailer } from "../../lib/mail/transport.ts";

export type { OutboxMessage } from "../../lib/mail/outbox.ts";
export { type SmtpSettings, smtpFromEnv } from "../../lib/mail/transport.ts";

/** The outbox of a data folder: the auth service's mail and, through MAIL_OUTBOX, the site's. */
export function outboxFile(dataDir: string): string {
  return join(dataDir, "outbox.jsonl");
}

export interface Mailer {
  send(message: Omit<OutboxMessage, "id" | "sentAt" | "from">): Promise<void>;
  /** Messages delivered to the local outbox (all of them when SMTP is not configured). */
  outbox(): OutboxMessage[];
}

/** The auth service's mail: over SMTP when configured, else into the data folder's outbox. */
export function createMailer(options: {
  dataDir: string;
  smtp: SmtpSettings | null;
  quiet?: boolean;
  log?: (line: string) => void;
}): Mailer {
  const log = options.log ?? ((line: string) => console.info(line));
  const file = outboxFile(options.dataDir);
  const transport = options.smtp
    ? smtpMailer(options.smtp)
    : outboxMailer(file, (line) => {
        if (!options.quiet) log(`[supabase mail] ${line}`);
      });
  return {
    async send({ to, subject, text, html, link, type }) {
      await transport.send({ to, subject, text, html, link, type });
    },
    outbox: () => readOutbox(file),
  };
}
