import type { NoticeMail } from "../leads/notice-transport.ts";

/** The e-mail that tells the other side of a project's thread a message is waiting, with the message itself. */
export function messageNotice(notice: {
  to?: string[];
  subject: string;
  intro: string;
  body: string;
  link: string;
  linkLabel: string;
}): NoticeMail {
  return {
    to: notice.to,
    kind: "portal-message",
    subject: notice.subject,
    text: `${notice.intro}\n\n${notice.body}\n\n${notice.linkLabel}: ${notice.link}\n`,
  };
}

/** A message as the notice outbox hands it over (claim_lead_notices): the row, its project, the members. */
export interface QueuedMessage {
  project_id: string;
  project_name: string;
  body: string;
  from_staff: boolean;
  author_email: string;
  client_emails: string[];
}

/**
 * The notice of one queued message: to the client's live portal members when staff wrote (none, when
 * nobody has access any more: nothing to send), to staff when the client did.
 */
export function queuedMessageNotice(message: QueuedMessage, siteUrl: URL): NoticeMail | null {
  const project = message.project_name;
  if (message.from_staff) {
    if (message.client_emails.length === 0) return null;
    return messageNotice({
      to: message.client_emails,
      subject: `New message on ${project}`,
      intro: `Cardinal Consulting wrote on ${project}:`,
      body: message.body,
      link: new URL(`/portal/projects/${message.project_id}`, siteUrl).href,
      linkLabel: "Read and answer it in your portal",
    });
  }
  return messageNotice({
    subject: `Client message on ${project}`,
    intro: `${message.author_email} wrote on ${project}:`,
    body: message.body,
    link: new URL(`/admin/projects?${new URLSearchParams({ project: message.project_id })}`, siteUrl).href,
    linkLabel: "Answer it in the project's Messages",
  });
}
