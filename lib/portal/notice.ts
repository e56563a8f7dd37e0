import type { NoticeMail } from "@/lib/leads/notice-mail";

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
