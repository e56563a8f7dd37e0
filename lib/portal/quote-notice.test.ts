import { describe, expect, it } from "vitest";
import { noticeMail } from "../leads/notice-mail.ts";
import { type QueuedQuote, quoteDecisionNotice, quoteSentNotice } from "./quote-notice.ts";

const siteUrl = new URL("https://cardinal.example");
const quote: QueuedQuote = {
  id: "q-1",
  quote_number: "QUO-2026-004",
  title: "Website rebuild",
  status: "sent",
  total: 9901.1,
  valid_until: "2026-12-13",
  project_id: "p-1",
  project_name: "Patient portal",
  client_name: "Bellaire Medical Imaging",
  decided_by_email: null,
  decision_reason: null,
  invoice_number: null,
  client_emails: ["ana@bellaire.test", "raj@bellaire.test"],
};

describe("a sent quote's notice", () => {
  it("names the quote, its total and valid-until, and links to it in the portal", () => {
    const mail = quoteSentNotice(quote, siteUrl);
    expect(mail).toMatchObject({
      to: ["ana@bellaire.test", "raj@bellaire.test"],
      kind: "portal-quote",
      subject: "Quote QUO-2026-004: Website rebuild ($9,901.10, valid until Dec 13, 2026)",
    });
    expect(mail?.text).toContain("Total: $9,901.10");
    expect(mail?.text).toContain("Valid until: Dec 13, 2026");
    expect(mail?.text).toContain("https://cardinal.example/portal/quotes/q-1");
  });

  it("is not sent when nobody has access any more", () => {
    expect(noticeMail("quotes", { ...quote, client_emails: [] }, siteUrl)).toBeNull();
  });
});

describe("a decided quote's notice", () => {
  it("tells staff who decided, what and why, with the project in /admin", () => {
    const mail = noticeMail(
      "quote_decisions",
      { ...quote, status: "declined", decided_by_email: "ana@bellaire.test", decision_reason: "Too dear." },
      siteUrl,
    );
    expect(mail?.to).toBeUndefined();
    expect(mail?.subject).toBe("Bellaire Medical Imaging declined quote QUO-2026-004: Website rebuild");
    expect(mail?.text).toContain("Decided by: ana@bellaire.test");
    expect(mail?.text).toContain("Reason: Too dear.");
    expect(mail?.text).not.toContain("Draft invoice");
    expect(mail?.text).toContain("https://cardinal.example/admin/projects?project=p-1");
  });

  it("names the draft an acceptance made, and refuses a quote the client did not decide", () => {
    const accepted = quoteDecisionNotice(
      { ...quote, status: "accepted", invoice_number: "INV-2026-031" },
      siteUrl,
    );
    expect(accepted.text).toContain("Draft invoice: INV-2026-031");
    expect(accepted.text).toContain("Reason: —");
    expect(() => quoteDecisionNotice({ ...quote, status: "withdrawn" }, siteUrl)).toThrow(/not decided/);
  });
});
