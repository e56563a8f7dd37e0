import { join } from "node:path";
import { createTransport, type SendMailOptions, type Transporter } from "nodemailer";
import { type OutboxFields, outboxTransport } from "./outbox.ts";

/** SMTP settings from SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_SECURE, SMTP_SENDER. */
export interface SmtpSettings {
  host: string;
  port: number;
  user?: string;
  pass?: string;
  /** Implicit TLS (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  from: string;
}

type Env = Record<string, string | undefined>;

export function smtpFromEnv(env: Env = process.env): SmtpSettings | null {
  if (!env.SMTP_HOST) return null;
  const port = Number(env.SMTP_PORT || 587);
  return {
    host: env.SMTP_HOST,
    port,
    user: env.SMTP_USER,
    pass: env.SMTP_PASS,
    secure: env.SMTP_SECURE ? env.SMTP_SECURE === "true" : port === 465,
    from: env.SMTP_SENDER || env.SMTP_ADMIN_EMAIL || "no-reply@localhost",
  };
}

/** A dead mail server must fail an attempt in seconds, not hold a worker for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Where mail goes when no mail server is configured: MAIL_OUTBOX, else `.data/outbox.jsonl`. */
export const outboxPath = (env: Env = process.env) =>
  env.MAIL_OUTBOX || join(process.cwd(), ".data", "outbox.jsonl");

export interface Mailer {
  /** "SMTP" or "the local outbox", for logs. */
  name: string;
  /** Whether mail leaves this machine (a mail server is configured) or stays in the outbox file. */
  delivers: boolean;
  /** The From address of every message. */
  from: string;
  /** Resolves with the message id the transport gave the mail. */
  send(message: SendMailOptions & OutboxFields): Promise<{ messageId: string }>;
}

/** A mail transport built from settings, with the From address filled in. */
export function smtpMailer(smtp: SmtpSettings): Mailer {
  return mailerOver(
    "SMTP",
    smtp.from,
    createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? "" } : undefined,
      ...SMTP_TIMEOUTS,
    }),
    true,
  );
}

export function outboxMailer(file: string, log: (line: string) => void, from = "no-reply@localhost"): Mailer {
  return mailerOver("the local outbox", from, createTransport(outboxTransport(file, log)), false);
}

function mailerOver(name: string, from: string, transport: Transporter, delivers: boolean): Mailer {
  return {
    name,
    delivers,
    from,
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      return { messageId: String(info.messageId ?? "") };
    },
  };
}

/**
 * The mail path chosen by configuration: SMTP (nodemailer) when SMTP_URL or SMTP_HOST is set,
 * otherwise the outbox file (MAIL_OUTBOX), printed in the console as each mail is written.
 */
export function mailerFromEnv(env: Env = process.env, log = (line: string) => console.info(line)): Mailer {
  const sender = env.SMTP_SENDER || "no-reply@localhost";
  if (env.SMTP_URL)
    return mailerOver("SMTP", sender, createTransport({ url: env.SMTP_URL, ...SMTP_TIMEOUTS }), true);
  const smtp = smtpFromEnv(env);
  if (smtp) return smtpMailer(smtp);
  return outboxMailer(outboxPath(env), log, sender);
}
