/**
 * The whole toast catalogue of the product. Components never type toast text themselves:
 * they call `notify("name", ...args)` from `components/ui/notify`.
 */
export type ToastKind = "success" | "error";

/** The name of a toast's close button in English; a page in another language hands its own (`notifyIn`). */
export const TOAST_DISMISS = "Dismiss notification";

export interface ToastMessage {
  kind: ToastKind;
  title: string;
  description: string;
  /** The name of its close button, in the language of its words (`notify` names it in English). */
  dismiss?: string;
  /** A button in the toast that takes the change back ('Undo'); the dashboard's toaster draws it. */
  action?: { label: string; onClick: () => void };
}

const failed = (title: string, description: string): ToastMessage => ({ kind: "error", title, description });
const succeeded = (title: string, description: string): ToastMessage => ({
  kind: "success",
  title,
  description,
});

const SUBMISSION_FAILED = failed("Submission failed", "Please try again or contact us directly.");

export const toastCatalogue = {
  quoteSubmitted: () =>
    succeeded("Quote Request Submitted! 🚀", "We'll contact you within 24 hours with a detailed proposal."),
  quoteFailed: () => SUBMISSION_FAILED,
  contactSent: () => succeeded("Message sent successfully! 🚀", "We'll get back to you within 24 hours."),
  contactFailed: () => SUBMISSION_FAILED,
  evaluationSubmitted: () =>
    succeeded(
      "Request submitted successfully! 🚀",
      "We'll get back to you within 2 hours with your project evaluation.",
    ),
  evaluationFailed: () => SUBMISSION_FAILED,
  newsletterSubscribed: () =>
    succeeded("Successfully subscribed! 📧", "Welcome to our newsletter. Stay tuned for updates!"),
  newsletterDuplicate: () =>
    failed("Already subscribed", "This email is already subscribed to our newsletter."),
  newsletterFailed: () => failed("Subscription failed", "Please try again later."),
  signUpSucceeded: () => succeeded("Success", "Please check your email to confirm your account."),
  authError: (serverMessage: string) => failed("Error", serverMessage),
  adminProjectsFailed: () => failed("Error", "Failed to load project data"),
  adminClientsFailed: () => failed("Error", "Failed to load client data"),
  adminServicesFailed: () => failed("Error", "Failed to load service data"),
  adminTeamFailed: () => failed("Error", "Failed to load team data"),
  adminFinanceFailed: () => failed("Error", "Failed to load financial data"),
  adminHostingFailed: () => failed("Error", "Failed to load hosting data"),
  adminLeadsFailed: () => failed("Error", "Failed to load lead data"),
  invoiceCreated: (invoiceNumber: string) =>
    succeeded("Invoice created", `${invoiceNumber} is saved with its line items.`),
  expenseAdded: () => succeeded("Expense added", "It is recorded as pending until approved."),
  invoiceSaved: (invoiceNumber: string) => succeeded("Invoice saved", `${invoiceNumber} is updated.`),
  invoiceSent: (invoiceNumber: string) =>
    succeeded("Invoice sent", `${invoiceNumber} is sent and counts as outstanding.`),
  invoiceMailed: (invoiceNumber: string, recipient: string, delivered: boolean) =>
    succeeded(
      "Invoice e-mailed",
      delivered
        ? `${invoiceNumber} went to ${recipient} with its PDF.`
        : `${invoiceNumber} is sent; its e-mail to ${recipient} is queued and will be retried.`,
    ),
  billingSaved: (company: string) =>
    succeeded("Billing saved", `${company}: invoices and reminders updated.`),
  reminderStepSaved: (label: string) => succeeded("Reminder saved", label),
  recurringInvoiceCreated: (nextDate: string) =>
    succeeded("Recurring invoice created", `The first invoice is issued on ${nextDate}.`),
  recurringInvoiceSaved: (nextDate: string) =>
    succeeded("Recurring invoice saved", `The next invoice is issued on ${nextDate}.`),
  invoiceCancelled: (invoiceNumber: string) =>
    succeeded("Invoice cancelled", `${invoiceNumber} is cancelled; the reason is in the activity log.`),
  paymentRecorded: (transactionId: string, paid: boolean) =>
    succeeded(
      "Payment recorded",
      paid
        ? `${transactionId} settles the invoice: it is paid.`
        : `${transactionId} is recorded; a balance remains.`,
    ),
  balanceWrittenOff: (invoiceNumber: string, creditNumber: string) =>
    succeeded(
      "Balance written off",
      `${creditNumber} credits the rest of ${invoiceNumber}: it is closed; the reason is in the activity log.`,
    ),
  expenseDecided: (description: string, decision: "approved" | "rejected") =>
    succeeded(decision === "approved" ? "Expense approved" : "Expense rejected", description),
  serverDeployed: () => succeeded("Server added", "The server is now in the hosting list."),
  serverChanged: (change: string) => succeeded("Server updated", change),
  workspaceNotSaved: (reason: string) => failed("Not saved", reason),
  recordArchived: (label: string, undo: () => void) => ({
    ...succeeded("Archived", `${label} is archived: it has left the lists and the figures.`),
    action: { label: "Undo", onClick: undo },
  }),
  recordRestored: (label: string) => succeeded("Restored", `${label} is back in the lists and the figures.`),
  clientSaved: (company: string, created: boolean) =>
    succeeded(created ? "Client created" : "Client saved", company),
  memberSaved: (name: string) => succeeded("Team member saved", name),
  portalInvited: (email: string, mailed: boolean) =>
    succeeded(
      "Invited to the portal",
      mailed
        ? `${email} has an e-mail with a link to set a password.`
        : `${email} already had an account: it now has access, with its own password.`,
    ),
  portalRevoked: (email: string) =>
    succeeded("Access revoked", `${email} no longer sees this client's portal.`),
  messagePosted: () =>
    succeeded("Message sent", "It is in the project's thread; the other side gets an e-mail."),
  quoteSent: (title: string) =>
    succeeded("Quote sent", `${title} is in the client's portal, waiting for their answer.`),
  quoteWithdrawn: (number: string) => succeeded("Quote withdrawn", `${number} can no longer be answered.`),
  documentShared: (name: string, shared: boolean) =>
    succeeded(shared ? "Shared with the client" : "No longer shared", name),
  leadConverted: (company: string) =>
    succeeded("Converted to client", `${company} is a client now; the lead links to it.`),
  projectSaved: (name: string) => succeeded("Project saved", name),
  projectStatusChanged: (status: string, priority: string) =>
    succeeded("Project updated", `Status ${status}, priority ${priority}.`),
  workItemAdded: (kind: "milestone" | "task", name: string) =>
    succeeded(kind === "milestone" ? "Milestone added" : "Task added", name),
  taskSaved: (title: string) => succeeded("Task saved", title),
  workItemCompleted: (kind: "milestone" | "task", name: string) =>
    succeeded(kind === "milestone" ? "Milestone completed" : "Task completed", name),
  timeLogged: (hours: string) => succeeded("Time logged", `${hours} h added to the project's hours.`),
  projectExpenseAdded: (description: string) =>
    succeeded(
      "Expense added",
      `${description} is pending; once approved it counts in the project's actual cost.`,
    ),
  quoteProjectCreated: () =>
    succeeded("Project created", "The project is in Projects; the quote request links to it."),
  leadNoteAdded: () => succeeded("Note added", "It is in the lead's notes log with your name and the time."),
  leadSaved: () => succeeded("Saved", "The lead's status and notes are recorded in its history."),
  subscriberChanged: (active: boolean) =>
    succeeded(
      active ? "Subscriber reactivated" : "Subscriber deactivated",
      active ? "They will receive the newsletter again." : "They will no longer receive the newsletter.",
    ),
  leadNotSaved: (reason: string) => failed("Not saved", reason),
  noticeQueued: () => succeeded("Notice queued", "The staff e-mail about this lead is being sent again."),
  analyzerEmptyUrl: () => failed("Error", "Please enter a valid URL"),
  // What happened, then whether trying again can help: "Please try again." only where it can.
  analysisFailed: (failure?: { reason: string; advice: string }) =>
    failed(
      "Analysis Failed",
      failure
        ? `Unable to analyze the website. ${failure.reason} ${failure.advice}`
        : "Unable to analyze the website. Please try again.",
    ),
  // The SEO Score card's figure (metrics.seoScore), not the overall score.
  analysisComplete: (seoScore: number) => succeeded("Analysis Complete", `SEO score: ${seoScore}/100`),
} satisfies Record<string, (...args: never[]) => ToastMessage>;

export type ToastName = keyof typeof toastCatalogue;
export type ToastArgs<N extends ToastName> = Parameters<(typeof toastCatalogue)[N]>;

export function toastMessage<N extends ToastName>(name: N, ...args: ToastArgs<N>): ToastMessage {
  const build = toastCatalogue[name] as (...a: ToastArgs<N>) => ToastMessage;
  return build(...args);
}
