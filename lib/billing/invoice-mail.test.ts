import { describe, expect, it } from "vitest";
import { type ClaimedMail, invoiceMailText, portalLinks } from "./invoice-mail.ts";

const site = new URL("https://cardinal.example");
const invoice = {
  id: "3f1c2e8a-0000-4000-8000-000000000001",
  invoice_number: "INV-2026-041",
  total: 1085,
  balance: 585,
  due_date: "2026-12-15",
  description: "Hosting, December",
};
const mail: ClaimedMail = {
  id: "m1",
  invoice_id: invoice.id,
  kind: "invoice",
  recipient: "billing@client.example",
  subject: "Invoice INV-2026-041 from Cardinal Consulting",
  attempts: 1,
  reminder_offset_days: null,
  reminder_message: null,
  contact_name: "Ada Lovelace",
};

describe("invoiceMailText", () => {
  it("greets the contact, quotes the figures and links the invoice in the portal", () => {
    const text = invoiceMailText(mail, invoice, site);
    expect(text).toMatch(/^Hello Ada Lovelace,\n\nPlease find attached invoice INV-2026-041/);
    expect(text).toContain("Total: $1,085.00\nBalance due: $585.00\nDue: Dec 15, 2026");
    expect(text).toContain("For: Hosting, December");
    expect(text).toContain(`See it in your client portal: https://cardinal.example/portal/invoices\n`);
    expect(text).toContain(`Download it: https://cardinal.example/portal/invoices/${invoice.id}/pdf\n`);
  });

  it("puts a reminder step's own words first", () => {
    const text = invoiceMailText(
      { ...mail, kind: "reminder", reminder_offset_days: 7, reminder_message: "Now 7 days past due." },
      { ...invoice, description: null },
      site,
    );
    expect(text).toMatch(/^Hello Ada Lovelace,\n\nNow 7 days past due\.\n\nInvoice: INV-2026-041\nTotal/);
    expect(text).not.toContain("For:");
  });

  it("builds the links on the site's own origin", () => {
    expect(portalLinks(new URL("http://127.0.0.1:4501/"), "abc")).toEqual({
      invoices: "http://127.0.0.1:4501/portal/invoices",
      pdf: "http://127.0.0.1:4501/portal/invoices/abc/pdf",
    });
  });
});
