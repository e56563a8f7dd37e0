import { mkdtempSync, statSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readOutbox } from "./outbox.ts";
import { mailerFromEnv } from "./transport.ts";

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A mail server that accepts every message and hands each one's DATA to the test. */
async function acceptingSmtpServer() {
  const received: string[] = [];
  const server = createServer((socket) => {
    let data: string | null = null;
    socket.write("220 test ESMTP\r\n");
    socket.on("data", (chunk) => {
      for (const line of chunk.toString("utf8").split("\r\n").slice(0, -1)) {
        if (data !== null) {
          if (line === ".") {
            received.push(data);
            data = null;
            socket.write("250 queued\r\n");
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write("250 test\r\n");
        else if (/^DATA/i.test(line)) {
          data = "";
          socket.write("354 go on\r\n");
        } else if (/^QUIT/i.test(line)) socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
      }
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return { port: typeof address === "object" && address ? address.port : 0, received };
}

describe("mailerFromEnv", () => {
  it("without a mail server, writes each recipient's mail to the outbox, readable by its owner only", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "outbox-")), "mail", "outbox.jsonl");
    const lines: string[] = [];
    const mailer = mailerFromEnv({ MAIL_OUTBOX: file }, (line) => lines.push(line));
    expect(mailer).toMatchObject({ name: "the local outbox", delivers: false });
    await mailer.send({
      to: ["a@example.com", "b@example.com"],
      subject: "Hello",
      text: "Body",
      type: "lead-notice",
      link: "https://example.com/confirm",
    });
    const outbox = readOutbox(file);
    expect(outbox.map((m) => m.to)).toEqual(["a@example.com", "b@example.com"]);
    expect(outbox[0]).toMatchObject({
      from: "no-reply@localhost",
      subject: "Hello",
      text: "Body",
      html: "",
      type: "lead-notice",
      link: "https://example.com/confirm",
    });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(lines[0]).toBe("to a@example.com: Hello\n  https://example.com/confirm");
  });

  it("keeps each attachment in the outbox and resolves with the message id", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "outbox-")), "outbox.jsonl");
    const mailer = mailerFromEnv({ MAIL_OUTBOX: file }, () => {});
    const pdf = Buffer.from("%PDF-1.3 test");
    const sent = await mailer.send({
      to: "c@example.com",
      subject: "Invoice",
      text: "Attached",
      attachments: [{ filename: "INV-2026-001.pdf", content: pdf, contentType: "application/pdf" }],
    });
    expect(sent.messageId).toMatch(/^<.+@.+>$/);
    const [mail] = readOutbox(file);
    expect(mail?.attachments).toEqual([
      {
        filename: "INV-2026-001.pdf",
        contentType: "application/pdf",
        size: pdf.length,
        contentBase64: pdf.toString("base64"),
      },
    ]);
  });

  it("with SMTP_HOST, sends over SMTP from SMTP_SENDER and writes nothing to the outbox", async () => {
    const smtp = await acceptingSmtpServer();
    const file = join(mkdtempSync(join(tmpdir(), "outbox-")), "outbox.jsonl");
    const mailer = mailerFromEnv({
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(smtp.port),
      SMTP_SENDER: "site@cardinal.test",
      MAIL_OUTBOX: file,
    });
    expect(mailer).toMatchObject({ name: "SMTP", delivers: true });
    const sent = await mailer.send({ to: "staff@cardinal.test", subject: "New lead", text: "Name: Ada" });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain(`Message-ID: ${sent.messageId}`);
    expect(smtp.received[0]).toMatch(/^From: site@cardinal\.test$/m);
    expect(smtp.received[0]).toMatch(/^Subject: New lead$/m);
    expect(smtp.received[0]).toContain("Name: Ada");
    expect(readOutbox(file)).toEqual([]);
  });

  it("with SMTP_URL pointing nowhere, a send fails rather than falling back to the outbox", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "outbox-")), "outbox.jsonl");
    const closed = await acceptingSmtpServer();
    servers.pop()?.close();
    const mailer = mailerFromEnv({ SMTP_URL: `smtp://127.0.0.1:${closed.port}`, MAIL_OUTBOX: file });
    await expect(mailer.send({ to: "x@example.com", subject: "s", text: "t" })).rejects.toThrow(
      /ECONNREFUSED|connect/i,
    );
    expect(readOutbox(file)).toEqual([]);
  });
});
