import { randomUUID } from "node:crypto";
import { appendFileSync, chmodSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import { dirname } from "node:path";
import type { MailMessage, Transport } from "nodemailer";

/** One mail delivered to the local outbox: a JSON line of `outbox.jsonl`. */
export interface OutboxMessage {
  id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The action link in the mail (confirmation, recovery), when there is one. */
  link: string | null;
  /** What the mail is for: signup, recovery, lead-notice, … */
  type: string;
  sentAt: string;
  /** Files attached to the mail, their content in base64 (absent in outboxes written before). */
  attachments?: OutboxAttachment[];
}

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  size: number;
  contentBase64: string;
}

/** Extra fields of a message bound for the outbox, beside nodemailer's own. */
export interface OutboxFields {
  link?: string | null;
  type?: string;
}

/** Every mail in an outbox file, oldest first. */
export function readOutbox(file: string): OutboxMessage[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as OutboxMessage);
}

// The outbox holds sign-in and password-reset links: its owner's alone.
function appendPrivately(file: string, line: string) {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  appendFileSync(file, line, { mode: 0o600 });
  chmodSync(file, 0o600);
}

const addressList = (value: unknown): string[] => {
  if (!value) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((entry) =>
    typeof entry === "string"
      ? entry.split(",").map((part) => part.trim())
      : [String((entry as { address?: string }).address ?? "")],
  );
};

const bodyText = (value: unknown): string =>
  typeof value === "string" ? value : Buffer.isBuffer(value) ? value.toString("utf8") : "";

/** Attachments given as buffers or strings (what this product sends); streams and paths are refused. */
function attachmentsOf(value: unknown): OutboxAttachment[] {
  if (!Array.isArray(value)) return [];
  return value.map((entry: { filename?: unknown; content?: unknown; contentType?: unknown }) => {
    const content =
      typeof entry.content === "string"
        ? Buffer.from(entry.content)
        : Buffer.isBuffer(entry.content) || entry.content instanceof Uint8Array
          ? Buffer.from(entry.content)
          : null;
    if (!content) throw new Error("The outbox keeps attachments given as a buffer or a string only.");
    return {
      filename: String(entry.filename ?? "attachment"),
      contentType: String(entry.contentType ?? "application/octet-stream"),
      size: content.length,
      contentBase64: content.toString("base64"),
    };
  });
}

/**
 * A nodemailer transport that appends each message to a JSON-lines file, one line per recipient,
 * and prints a line for it: mail on a machine with no mail server, readable by people and tests.
 */
export function outboxTransport(file: string, log: (line: string) => void): Transport {
  return {
    name: "outbox",
    version: "1",
    send(mail: MailMessage, callback) {
      const data = mail.data as MailMessage["data"] & OutboxFields;
      const from = addressList(data.from)[0] ?? "no-reply@localhost";
      const recipients = addressList(data.to).filter(Boolean);
      try {
        const attachments = attachmentsOf(data.attachments);
        for (const to of recipients) {
          const message: OutboxMessage = {
            id: randomUUID(),
            to,
            from,
            subject: String(data.subject ?? ""),
            text: bodyText(data.text),
            html: bodyText(data.html),
            link: data.link ?? null,
            type: data.type ?? "mail",
            sentAt: new Date().toISOString(),
            ...(attachments.length > 0 ? { attachments } : {}),
          };
          appendPrivately(file, `${JSON.stringify(message)}\n`);
          const files = attachments.map((a) => `\n  attached: ${a.filename} (${a.size} bytes)`).join("");
          log(`to ${to}: ${message.subject}${message.link ? `\n  ${message.link}` : ""}${files}`);
        }
        callback(null, { envelope: mail.message.getEnvelope(), messageId: mail.message.messageId() });
      } catch (error) {
        callback(error as Error, undefined as never);
      }
    },
  };
}
