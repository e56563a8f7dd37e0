// The auth service's mail as hosted GoTrue writes it: one subject and one body template per kind of mail,
// set in supabase/config.toml (`[auth.email.template.<kind>]`, `subject` and `content_path`, as the
// Supabase CLI reads them), rendered with GoTrue's data: the link, the code, the addresses and the
// account's user_metadata as `.Data`. A kind without a template gets GoTrue's default words.
import { readFileSync } from "node:fs";
import { isAbsolute, join } from "node:path";
import { REPO_ROOT } from "../keys.mjs";
import { renderTemplate } from "./go-template.ts";

export const MAIL_KINDS = [
  "confirmation",
  "recovery",
  "invite",
  "magic_link",
  "email_change",
  "reauthentication",
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** One kind's template as config.toml names it: its subject (a template too) and its body's file. */
export interface MailTemplate {
  subject?: string;
  /** Relative to the project folder, as the CLI reads it ("./supabase/templates/invite.html"). */
  contentPath?: string;
}
export type MailTemplates = Partial<Record<MailKind, MailTemplate>>;

/** What GoTrue hands every template. */
export interface MailData {
  ConfirmationURL: string;
  Token: string;
  TokenHash: string;
  SiteURL: string;
  Email: string;
  NewEmail: string;
  RedirectTo: string;
  SendingTo: string;
  /** The account's user_metadata. */
  Data: Record<string, unknown>;
}

/** GoTrue's own subjects and bodies, for a kind the project leaves to the default. */
const DEFAULTS: Record<MailKind, { subject: string; body: string }> = {
  confirmation: {
    subject: "Confirm Your Signup",
    body: `<h2>Confirm your signup</h2><p>Follow this link to confirm your user:</p><p><a href="{{ .ConfirmationURL }}">Confirm your mail</a></p><p>Or enter the code: {{ .Token }}</p>`,
  },
  recovery: {
    subject: "Reset Your Password",
    body: `<h2>Reset Password</h2><p>Follow this link to reset the password for your user:</p><p><a href="{{ .ConfirmationURL }}">Reset Password</a></p><p>Or enter the code: {{ .Token }}</p>`,
  },
  invite: {
    subject: "You have been invited",
    body: `<h2>You have been invited</h2><p>You have been invited to create a user on {{ .SiteURL }}. Follow this link to accept the invite:</p><p><a href="{{ .ConfirmationURL }}">Accept the invite</a></p><p>Or enter the code: {{ .Token }}</p>`,
  },
  magic_link: {
    subject: "Your Magic Link",
    body: `<h2>Magic Link</h2><p>Follow this link to login:</p><p><a href="{{ .ConfirmationURL }}">Log In</a></p><p>Or enter the code: {{ .Token }}</p>`,
  },
  email_change: {
    subject: "Confirm Email Change",
    body: `<h2>Confirm email address change</h2><p>Follow this link to confirm the update of your email address from {{ .Email }} to {{ .NewEmail }}:</p><p><a href="{{ .ConfirmationURL }}">Change email address</a></p><p>Or enter the code: {{ .Token }}</p>`,
  },
  reauthentication: {
    subject: "Confirm reauthentication",
    body: `<h2>Confirm reauthentication</h2><p>Enter the code: {{ .Token }}</p>`,
  },
};

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#34": '"',
  "#39": "'",
  nbsp: " ",
};

/**
 * The plain-text part of a mail from its HTML: a link as its address, a block on its own line. GoTrue sends
 * the HTML alone; the outbox and SMTP get both, and tests read codes and links from the text.
 */
export function textOfHtml(html: string): string {
  return html
    .replace(/<(style|title|head)\b[\s\S]*?<\/\1>/gi, "")
    .replace(/<a\b[^>]*\bhref="([^"]*)"[^>]*>[\s\S]*?<\/a>/gi, (_, href: string) => href)
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|h[1-6]|div|li|tr|table)>/gi, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole)
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => line !== "")
    .join("\n");
}

function readBody(path: string): string {
  return readFileSync(isAbsolute(path) ? path : join(REPO_ROOT, path), "utf8");
}

/**
 * One mail of a kind, rendered with its data from the project's templates. Read on every send, as a hosted
 * project reloads its templates: an edited template shows in the next mail.
 */
export function renderMail(
  templates: MailTemplates,
  kind: MailKind,
  data: MailData,
): { subject: string; html: string; text: string } {
  const template = templates[kind] ?? {};
  const subject = renderTemplate(template.subject || DEFAULTS[kind].subject, { ...data })
    .replace(/[\r\n]+/g, " ")
    .trim();
  const html = renderTemplate(template.contentPath ? readBody(template.contentPath) : DEFAULTS[kind].body, {
    ...data,
  }).trim();
  return { subject, html, text: textOfHtml(html) };
}
