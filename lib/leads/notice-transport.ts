import { join } from "node:path";
import { createTransport } from "nodemailer";
import { createMailer, smtpFromEnv } from "@/supabase/local/mail";
import type { NoticeMail } from "./notice-mail";

export interface NoticeTransport {
  /** "SMTP" or "the local outbox", for logs. */
  name: string;
  send(mail: NoticeMail): Promise<void>;
}

/** A dead mail server must fail an attempt in seconds, not hold the worker for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function recipientsFrom(env: Record<string, string | undefined>): string[] {
  return (env.LEAD_NOTIFY_TO ?? "")
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean);
}

/**
 * Where notices go: SMTP (nodemailer) when SMTP_URL or SMTP_HOST is set, otherwise the local outbox the
 * auth mail uses (printed in the console, readable by tests). A mail names its recipients (a portal
 * member) or goes to staff: LEAD_NOTIFY_TO, or staff@localhost in the outbox.
 */
export function noticeTransportFromEnv(
  env: Record<string, string | undefined> = process.env,
): NoticeTransport {
  const recipients = recipientsFrom(env);
  const smtp = smtpFromEnv(env);
  if (env.SMTP_URL || smtp) {
    const transport = createTransport(
      env.SMTP_URL
        ? { url: env.SMTP_URL, ...SMTP_TIMEOUTS }
        : {
            host: smtp?.host,
            port: smtp?.port,
            secure: smtp?.secure,
            auth: smtp?.user ? { user: smtp.user, pass: smtp.pass ?? "" } : undefined,
            ...SMTP_TIMEOUTS,
          },
    );
    const from = env.SMTP_SENDER || smtp?.from || "no-reply@localhost";
    return {
      name: "SMTP",
      async send(mail) {
        const to = mail.to ?? recipients;
        if (to.length === 0) throw new Error("LEAD_NOTIFY_TO is not set: no staff address to notify.");
        await transport.sendMail({ from, to: [...to], subject: mail.subject, text: mail.text });
      },
    };
  }
  const mailer = createMailer({
    dataDir: env.SUPABASE_LOCAL_DATA_DIR || join(process.cwd(), ".data", "supabase"),
    smtp: null,
    log: (line) => console.info(line.replace("[supabase mail]", "[lead notice]")),
  });
  const staff = recipients.length > 0 ? recipients : ["staff@localhost"];
  return {
    name: "the local outbox",
    async send(mail) {
      for (const address of mail.to ?? staff) {
        await mailer.send({
          to: address,
          subject: mail.subject,
          text: mail.text,
          html: "",
          link: null,
          type: mail.kind ?? "lead-notice",
        });
      }
    },
  };
}
