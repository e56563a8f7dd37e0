import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { connect as netConnect, type Socket } from "node:net";
import { dirname, join } from "node:path";
import { connect as tlsConnect } from "node:tls";
import { ensurePrivateDir, writePrivateFile } from "./keys.mjs";

export interface OutboxMessage {
  id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The action link in the mail (confirmation, recovery), when there is one. */
  link: string | null;
  /** signup | recovery */
  type: string;
  sentAt: string;
}

export interface SmtpSettings {
  host: string;
  port: number;
  user?: string;
  pass?: string;
  /** Implicit TLS (port 465). */
  secure: boolean;
  from: string;
}

/** SMTP settings from SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_SENDER (or SMTP_ADMIN_EMAIL). */
export function smtpFromEnv(env: Record<string, string | undefined> = process.env): SmtpSettings | null {
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

export function outboxFile(dataDir: string): string {
  return join(dataDir, "outbox.jsonl");
}

/** Every mail the local auth service delivered to the outbox of a data folder, oldest first. */
export function readOutbox(dataDir: string): OutboxMessage[] {
  const file = outboxFile(dataDir);
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as OutboxMessage);
}

export interface Mailer {
  send(message: Omit<OutboxMessage, "id" | "sentAt" | "from">): Promise<void>;
  /** Messages delivered to the local outbox (all of them when SMTP is not configured). */
  outbox(): OutboxMessage[];
}

export function createMailer(options: {
  dataDir: string;
  smtp: SmtpSettings | null;
  quiet?: boolean;
  log?: (line: string) => void;
}): Mailer {
  const log = options.log ?? ((line: string) => console.info(line));
  const file = outboxFile(options.dataDir);
  return {
    async send(message) {
      const full: OutboxMessage = {
        ...message,
        id: randomUUID(),
        from: options.smtp?.from ?? "no-reply@localhost",
        sentAt: new Date().toISOString(),
      };
      if (options.smtp) {
        await sendSmtp(options.smtp, full);
        return;
      }
      // The outbox holds sign-in and password-reset links: its owner's alone.
      ensurePrivateDir(dirname(file));
      writePrivateFile(file, `${JSON.stringify(full)}\n`, { append: true });
      if (!options.quiet) {
        log(`[supabase mail] to ${full.to}: ${full.subject}${full.link ? `\n  ${full.link}` : ""}`);
      }
    },
    outbox: () => readOutbox(options.dataDir),
  };
}

/** A minimal SMTP client: EHLO, optional STARTTLS, AUTH PLAIN, one message. */
async function sendSmtp(smtp: SmtpSettings, message: OutboxMessage): Promise<void> {
  let socket: Socket = smtp.secure
    ? tlsConnect({ host: smtp.host, port: smtp.port, servername: smtp.host })
    : netConnect({ host: smtp.host, port: smtp.port });
  socket.setTimeout(15_000, () => socket.destroy(new Error("SMTP timeout")));
  let buffer = "";
  let waiting: ((reply: string) => void) | null = null;
  let failed: ((error: Error) => void) | null = null;
  const attach = (s: Socket) => {
    s.setEncoding("utf8");
    s.on("data", (chunk: string) => {
      buffer += chunk;
      const lines = buffer.split("\r\n");
      const last = lines.findLast((l) => /^\d{3} /.test(l));
      if (last && waiting) {
        const reply = buffer;
        buffer = "";
        const done = waiting;
        waiting = null;
        done(reply);
      }
    });
    s.on("error", (error) => failed?.(error));
  };
  attach(socket);
  const read = () =>
    new Promise<string>((resolve, reject) => {
      waiting = resolve;
      failed = reject;
    });
  const command = async (line: string | null, expect: number) => {
    const reply = read();
    if (line !== null) socket.write(`${line}\r\n`);
    const text = await reply;
    const code = Number(text.trim().split("\n").pop()?.slice(0, 3));
    if (Math.floor(code / 100) !== Math.floor(expect / 100)) {
      throw new Error(`SMTP ${line?.split(" ")[0] ?? "greeting"} failed: ${text.trim()}`);
    }
    return text;
  };
  try {
    await command(null, 220);
    let ehlo = await command("EHLO localhost", 250);
    if (!smtp.secure && /STARTTLS/i.test(ehlo)) {
      await command("STARTTLS", 220);
      socket.removeAllListeners("data");
      socket = tlsConnect({ socket, servername: smtp.host });
      attach(socket);
      ehlo = await command("EHLO localhost", 250);
    }
    if (smtp.user) {
      const token = Buffer.from(`\0${smtp.user}\0${smtp.pass ?? ""}`).toString("base64");
      await command(`AUTH PLAIN ${token}`, 235);
    }
    await command(`MAIL FROM:<${smtp.from}>`, 250);
    await command(`RCPT TO:<${message.to}>`, 250);
    await command("DATA", 354);
    const body = [
      `From: ${smtp.from}`,
      `To: ${message.to}`,
      `Subject: ${message.subject}`,
      "MIME-Version: 1.0",
      "Content-Type: text/html; charset=utf-8",
      "",
      message.html.replace(/^\./gm, ".."),
      ".",
    ].join("\r\n");
    await command(body, 250);
    await command("QUIT", 221).catch(() => "");
  } finally {
    socket.destroy();
  }
}
