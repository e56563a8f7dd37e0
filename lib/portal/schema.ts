import { emailField } from "../validations/fields.ts";
import { z } from "../validations/zod-config.ts";

/** The longest message of a project thread: project_messages_body_check says the same. */
export const MESSAGE_MAX_LENGTH = 4000;

/** One message of a project's thread, as staff and the client write it (the database checks it again). */
export const messageSchema = z.object({
  projectId: z.uuid(),
  body: z
    .string()
    .trim()
    .min(1, "Write a message first.")
    .max(MESSAGE_MAX_LENGTH, `A message holds at most ${MESSAGE_MAX_LENGTH} characters.`),
});
export type MessageInput = z.input<typeof messageSchema>;

/** 'Invite to portal' on a client: the address the invitation goes to (the contact's, as staff confirm it). */
export const portalInviteSchema = z.object({ clientId: z.uuid(), email: emailField() });

/** 'Revoke' on one portal member. */
export const portalRevokeSchema = z.object({ memberId: z.uuid() });

/** 'Share with client' / 'Stop sharing' on a project document. */
export const documentShareSchema = z.object({ documentId: z.uuid(), shared: z.boolean() });

/** The password an invited contact chooses (the auth server checks its own minimum again). */
export const portalPasswordSchema = z
  .object({
    password: z.string().min(8, "Use at least 8 characters.").max(72, "Use at most 72 characters."),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { message: "The passwords do not match.", path: ["confirm"] });

/** The longest reason a client gives for declining a quote: quotes_reason_check says the same. */
export const QUOTE_REASON_MAX_LENGTH = 1000;

/** 'Accept quote' or 'Decline quote' in the portal (decide_quote checks whose it is, and when). */
export const quoteDecisionSchema = z.object({
  quoteId: z.uuid(),
  decision: z.enum(["accept", "decline"], { error: "Accept or decline the quote." }),
  reason: z
    .string()
    .trim()
    .max(QUOTE_REASON_MAX_LENGTH, `A reason holds at most ${QUOTE_REASON_MAX_LENGTH} characters.`)
    .optional(),
});
