import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { noticeTransportFromEnv } from "../leads/notice-transport.ts";
import { messageNotice, queuedMessageNotice } from "./notice.ts";

let dataDir: string | undefined;
afterEach(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

function outbox(dir: string) {
  return readFileSync(join(dir, "outbox.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as { to: string; subject: string; type: string; text: string });
}

describe("a message notice", () => {
  it("carries the message and where to answer it", () => {
    const mail = messageNotice({
      to: ["ana@acme.com"],
      subject: "New message on Website",
      intro: "Cardinal Consulting wrote on Website:",
      body: "The staging site is up.",
      link: "https://example.com/portal/projects/1",
      linkLabel: "Read and answer it in your portal",
    });
    expect(mail).toEqual({
      to: ["ana@acme.com"],
      kind: "portal-message",
      subject: "New message on Website",
      text: "Cardinal Consulting wrote on Website:\n\nThe staging site is up.\n\nRead and answer it in your portal: https://example.com/portal/projects/1\n",
    });
  });

  it("goes to the addresses it names through the outbox, and to staff when it names none", async () => {
    dataDir = mkdtempSync(join(tmpdir(), "portal-notice-"));
    const transport = noticeTransportFromEnv({
      MAIL_OUTBOX: join(dataDir, "outbox.jsonl"),
      LEAD_NOTIFY_TO: "team@agency.test",
    });
    const notice = { subject: "s", intro: "i", body: "b", link: "https://example.com/x", linkLabel: "l" };
    await transport.send(messageNotice({ ...notice, to: ["ana@acme.com", "bo@acme.com"] }));
    await transport.send(messageNotice(notice));
    expect(outbox(dataDir).map((m) => [m.to, m.type])).toEqual([
      ["ana@acme.com", "portal-message"],
      ["bo@acme.com", "portal-message"],
      ["team@agency.test", "portal-message"],
    ]);
  });
});

describe("a queued message's notice", () => {
  const site = new URL("https://agency.test");
  const message = {
    project_id: "p1",
    project_name: "Website",
    body: "Looks good.",
    author_email: "ana@acme.com",
    client_emails: ["ana@acme.com", "bo@acme.com"],
  };

  it("from the client goes to staff, with the project's Messages to answer in", () => {
    const mail = queuedMessageNotice({ ...message, from_staff: false }, site);
    expect(mail?.to).toBeUndefined();
    expect(mail?.subject).toBe("Client message on Website");
    expect(mail?.text).toContain("ana@acme.com wrote on Website:");
    expect(mail?.text).toContain("https://agency.test/admin/projects?project=p1");
  });

  it("from staff goes to the client's members, or nowhere when none has access", () => {
    const mail = queuedMessageNotice({ ...message, from_staff: true }, site);
    expect(mail?.to).toEqual(["ana@acme.com", "bo@acme.com"]);
    expect(mail?.text).toContain("https://agency.test/portal/projects/p1");
    expect(queuedMessageNotice({ ...message, from_staff: true, client_emails: [] }, site)).toBeNull();
  });
});
