import { describe, expect, it } from "vitest";
import { toastCatalogue, toastMessage } from "./toasts.ts";

describe("toast catalogue", () => {
  it("words every failure exactly as the spec, in destructive style", () => {
    const failures: Array<[ReturnType<typeof toastMessage>, string, string]> = [
      [toastMessage("quoteFailed"), "Submission failed", "Please try again or contact us directly."],
      [toastMessage("contactFailed"), "Submission failed", "Please try again or contact us directly."],
      [toastMessage("evaluationFailed"), "Submission failed", "Please try again or contact us directly."],
      [
        toastMessage("newsletterDuplicate"),
        "Already subscribed",
        "This email is already subscribed to our newsletter.",
      ],
      [toastMessage("newsletterFailed"), "Subscription failed", "Please try again later."],
      [toastMessage("authError", "Invalid login credentials"), "Error", "Invalid login credentials"],
      [toastMessage("adminProjectsFailed"), "Error", "Failed to load project data"],
      [toastMessage("adminClientsFailed"), "Error", "Failed to load client data"],
      [toastMessage("adminServicesFailed"), "Error", "Failed to load service data"],
      [toastMessage("adminTeamFailed"), "Error", "Failed to load team data"],
      [toastMessage("adminFinanceFailed"), "Error", "Failed to load financial data"],
      [toastMessage("adminHostingFailed"), "Error", "Failed to load hosting data"],
      [toastMessage("analyzerEmptyUrl"), "Error", "Please enter a valid URL"],
      [toastMessage("analysisFailed"), "Analysis Failed", "Unable to analyze the website. Please try again."],
    ];
    for (const [message, title, description] of failures) {
      expect(message).toEqual({ kind: "error", title, description });
    }
  });

  it("words every success exactly as the spec", () => {
    expect(toastMessage("quoteSubmitted")).toEqual({
      kind: "success",
      title: "Quote Request Submitted! 🚀",
      description: "We'll contact you within 24 hours with a detailed proposal.",
    });
    expect(toastMessage("contactSent")).toEqual({
      kind: "success",
      title: "Message sent successfully! 🚀",
      description: "We'll get back to you within 24 hours.",
    });
    expect(toastMessage("evaluationSubmitted")).toEqual({
      kind: "success",
      title: "Request submitted successfully! 🚀",
      description: "We'll get back to you within 2 hours with your project evaluation.",
    });
    expect(toastMessage("newsletterSubscribed")).toEqual({
      kind: "success",
      title: "Successfully subscribed! 📧",
      description: "Welcome to our newsletter. Stay tuned for updates!",
    });
    expect(toastMessage("signUpSucceeded")).toEqual({
      kind: "success",
      title: "Success",
      description: "Please check your email to confirm your account.",
    });
    expect(toastMessage("analysisComplete", 87)).toEqual({
      kind: "success",
      title: "Analysis Complete",
      description: "SEO score: 87/100",
    });
  });

  it("says what made the analysis fail, and asks for a retry only when one can help", () => {
    expect(
      toastMessage("analysisFailed", {
        reason: "The website took too long to respond (more than 10 seconds).",
        advice: "Please try again later: the website may be busy.",
      }).description,
    ).toBe(
      "Unable to analyze the website. The website took too long to respond (more than 10 seconds). Please try again later: the website may be busy.",
    );
    expect(
      toastMessage("analysisFailed", {
        reason: "That address points to a private or internal network, which we do not analyze.",
        advice: "Trying again will not help: we analyze public websites only.",
      }).description,
    ).toBe(
      "Unable to analyze the website. That address points to a private or internal network, which we do not analyze. Trying again will not help: we analyze public websites only.",
    );
  });

  // The staff inbox's own messages: the spec's admin wording where it has one, plain sentences otherwise.
  it("words the inbox's load failure, saves and subscription changes", () => {
    expect(toastMessage("adminLeadsFailed")).toEqual({
      kind: "error",
      title: "Error",
      description: "Failed to load lead data",
    });
    expect(toastMessage("leadSaved")).toEqual({
      kind: "success",
      title: "Saved",
      description: "The lead's status and notes are recorded in its history.",
    });
    expect(toastMessage("subscriberChanged", false)).toEqual({
      kind: "success",
      title: "Subscriber deactivated",
      description: "They will no longer receive the newsletter.",
    });
    expect(toastMessage("subscriberChanged", true)).toEqual({
      kind: "success",
      title: "Subscriber reactivated",
      description: "They will receive the newsletter again.",
    });
    expect(toastMessage("leadNotSaved", "Only staff can change leads.")).toEqual({
      kind: "error",
      title: "Not saved",
      description: "Only staff can change leads.",
    });
  });

  it("words the staff notice retry and the workspace's creates and changes", () => {
    expect(toastMessage("noticeQueued")).toEqual({
      kind: "success",
      title: "Notice queued",
      description: "The staff e-mail about this lead is being sent again.",
    });
    expect(toastMessage("invoiceCreated", "INV-2026-014")).toEqual({
      kind: "success",
      title: "Invoice created",
      description: "INV-2026-014 is saved with its line items.",
    });
    expect(toastMessage("expenseAdded")).toEqual({
      kind: "success",
      title: "Expense added",
      description: "It is recorded as pending until approved.",
    });
    expect(toastMessage("serverDeployed")).toEqual({
      kind: "success",
      title: "Server added",
      description: "The server is now in the hosting list.",
    });
    expect(toastMessage("serverChanged", "Status is now maintenance.")).toEqual({
      kind: "success",
      title: "Server updated",
      description: "Status is now maintenance.",
    });
    expect(toastMessage("workspaceNotSaved", "Only staff can add servers.")).toEqual({
      kind: "error",
      title: "Not saved",
      description: "Only staff can add servers.",
    });
  });

  it("words the money moves", () => {
    expect(toastMessage("invoiceSaved", "INV-2026-014")).toEqual({
      kind: "success",
      title: "Invoice saved",
      description: "INV-2026-014 is updated.",
    });
    expect(toastMessage("invoiceSent", "INV-2026-014")).toEqual({
      kind: "success",
      title: "Invoice sent",
      description: "INV-2026-014 is sent and counts as outstanding.",
    });
    expect(toastMessage("invoiceMailed", "INV-2026-014", "ap@acme.com", true)).toEqual({
      kind: "success",
      title: "Invoice e-mailed",
      description: "INV-2026-014 went to ap@acme.com with its PDF.",
    });
    expect(toastMessage("invoiceMailed", "INV-2026-014", "ap@acme.com", false).description).toBe(
      "INV-2026-014 is sent; its e-mail to ap@acme.com is queued and will be retried.",
    );
    expect(toastMessage("billingSaved", "Acme")).toEqual({
      kind: "success",
      title: "Billing saved",
      description: "Acme: invoices and reminders updated.",
    });
    expect(toastMessage("reminderStepSaved", "7 days after due")).toEqual({
      kind: "success",
      title: "Reminder saved",
      description: "7 days after due",
    });
    expect(toastMessage("recurringInvoiceCreated", "Dec 1, 2026")).toEqual({
      kind: "success",
      title: "Recurring invoice created",
      description: "The first invoice is issued on Dec 1, 2026.",
    });
    expect(toastMessage("recurringInvoiceSaved", "Jan 1, 2027")).toEqual({
      kind: "success",
      title: "Recurring invoice saved",
      description: "The next invoice is issued on Jan 1, 2027.",
    });
    expect(toastMessage("invoiceCancelled", "INV-2026-014")).toEqual({
      kind: "success",
      title: "Invoice cancelled",
      description: "INV-2026-014 is cancelled; the reason is in the activity log.",
    });
    expect(toastMessage("paymentRecorded", "TXN-007-2026", true)).toEqual({
      kind: "success",
      title: "Payment recorded",
      description: "TXN-007-2026 settles the invoice: it is paid.",
    });
    expect(toastMessage("paymentRecorded", "TXN-008-2026", false)).toEqual({
      kind: "success",
      title: "Payment recorded",
      description: "TXN-008-2026 is recorded; a balance remains.",
    });
    expect(toastMessage("expenseDecided", "Figma seats", "approved")).toEqual({
      kind: "success",
      title: "Expense approved",
      description: "Figma seats",
    });
    expect(toastMessage("expenseDecided", "Figma seats", "rejected")).toEqual({
      kind: "success",
      title: "Expense rejected",
      description: "Figma seats",
    });
  });

  it.each([
    [toastMessage("clientSaved", "Acme Energy", true), "Client created", "Acme Energy"],
    [toastMessage("clientSaved", "Acme Energy", false), "Client saved", "Acme Energy"],
    [
      toastMessage("leadConverted", "Acme Energy"),
      "Converted to client",
      "Acme Energy is a client now; the lead links to it.",
    ],
    [
      toastMessage("projectStatusChanged", "In Progress", "High"),
      "Project updated",
      "Status In Progress, priority High.",
    ],
    [toastMessage("workItemAdded", "milestone", "Launch"), "Milestone added", "Launch"],
    [toastMessage("workItemAdded", "task", "Wireframes"), "Task added", "Wireframes"],
    [toastMessage("workItemCompleted", "milestone", "Launch"), "Milestone completed", "Launch"],
    [toastMessage("workItemCompleted", "task", "Wireframes"), "Task completed", "Wireframes"],
    [toastMessage("taskSaved", "Wireframes"), "Task saved", "Wireframes"],
    [toastMessage("projectSaved", "Storefront"), "Project saved", "Storefront"],
    [
      toastMessage("quoteSent", "Website rebuild"),
      "Quote sent",
      "Website rebuild is in the client's portal, waiting for their answer.",
    ],
    [
      toastMessage("quoteWithdrawn", "QUO-2026-004"),
      "Quote withdrawn",
      "QUO-2026-004 can no longer be answered.",
    ],
    [toastMessage("timeLogged", "2.5"), "Time logged", "2.5 h added to the project's hours."],
    [
      toastMessage("quoteProjectCreated"),
      "Project created",
      "The project is in Projects; the quote request links to it.",
    ],
    [
      toastMessage("leadNoteAdded"),
      "Note added",
      "It is in the lead's notes log with your name and the time.",
    ],
  ])("words the client and project work: %o", (message, title, description) => {
    expect(message).toEqual({ kind: "success", title, description });
  });

  it("offers Undo on an archive, and words the restore and the new project and team changes", () => {
    let undone = 0;
    const archived = toastMessage("recordArchived", "INV-2026-070", () => {
      undone += 1;
    });
    expect(archived).toMatchObject({
      kind: "success",
      title: "Archived",
      description: "INV-2026-070 is archived: it has left the lists and the figures.",
      action: { label: "Undo" },
    });
    archived.action?.onClick();
    expect(undone).toBe(1);
    expect(toastMessage("recordRestored", "INV-2026-070")).toEqual({
      kind: "success",
      title: "Restored",
      description: "INV-2026-070 is back in the lists and the figures.",
    });
    expect(toastMessage("projectExpenseAdded", "Fonts").description).toBe(
      "Fonts is pending; once approved it counts in the project's actual cost.",
    );
    expect(toastMessage("memberSaved", "Mira").title).toBe("Team member saved");
    expect(toastMessage("balanceWrittenOff", "INV-2026-054", "CRN-2026-001")).toEqual({
      kind: "success",
      title: "Balance written off",
      description:
        "CRN-2026-001 credits the rest of INV-2026-054: it is closed; the reason is in the activity log.",
    });
  });

  it.each([
    [
      toastMessage("portalInvited", "ana@acme.com", true),
      "Invited to the portal",
      "ana@acme.com has an e-mail with a link to set a password.",
    ],
    [
      toastMessage("portalInvited", "ana@acme.com", false),
      "Invited to the portal",
      "ana@acme.com already had an account: it now has access, with its own password.",
    ],
    [
      toastMessage("portalRevoked", "ana@acme.com"),
      "Access revoked",
      "ana@acme.com no longer sees this client's portal.",
    ],
    [
      toastMessage("messagePosted"),
      "Message sent",
      "It is in the project's thread; the other side gets an e-mail.",
    ],
    [toastMessage("documentShared", "Brief.pdf", true), "Shared with the client", "Brief.pdf"],
    [toastMessage("documentShared", "Brief.pdf", false), "No longer shared", "Brief.pdf"],
  ])("words the portal's changes: %o", (message, title, description) => {
    expect(message).toEqual({ kind: "success", title, description });
  });

  it("has no entry the tests above do not word", () => {
    expect(Object.keys(toastCatalogue)).toHaveLength(61);
  });
});
