import { isUuid } from "../../../lib/admin/list-query.ts";
import { rowVersion } from "../../../lib/validations/workspace/fields.ts";
import { z } from "../../../lib/validations/zod-config.ts";
import { CONTACT_STATUSES, FIELD_LIMITS, LEAD_STATUSES } from "../../../supabase/limits.ts";

const id = z.string().refine(isUuid, { message: "This lead no longer exists." });
// Null as well as text: the form sends what this schema already made of an empty box.
const notes = z
  .string()
  .max(FIELD_LIMITS.notes, { message: `Notes can be at most ${FIELD_LIMITS.notes} characters.` })
  .nullable()
  .transform((value) => (value === null || value.trim() === "" ? null : value));

// "" (nobody / no day) or absent as null, so older callers that send status and notes alone still work.
const assignedTo = z
  .union([
    z.literal(""),
    z.null(),
    z.string().refine(isUuid, { message: "Please choose a team member from the list." }),
  ])
  .optional()
  .transform((value) => value || null);
const followUpOn = z
  .union([z.literal(""), z.null(), z.iso.date({ error: "Follow up on must be a valid date." })])
  .optional()
  .transform((value) => value || null);

/**
 * A staff member's change to a lead's workflow: its status, notes, who it is assigned to and the day
 * to follow it up on (not newsletter subscribers), from the version of the lead it was opened at.
 */
export const leadWorkflowSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.enum(["quote", "evaluation"]),
    id,
    version: rowVersion(),
    status: z.enum(LEAD_STATUSES, { error: "Please choose a status from the list." }),
    notes,
    assignedTo,
    followUpOn,
  }),
  z.object({
    kind: z.literal("contact"),
    id,
    version: rowVersion(),
    status: z.enum(CONTACT_STATUSES, { error: "Please choose a status from the list." }),
    notes,
    assignedTo,
    followUpOn,
  }),
]);

export type LeadWorkflowInput = z.input<typeof leadWorkflowSchema>;

/** Deactivate or Reactivate on a newsletter subscriber, from the version it was shown at. */
export const subscriberActiveSchema = z.object({ id, version: rowVersion(), active: z.boolean() });
export type SubscriberActiveInput = z.input<typeof subscriberActiveSchema>;

/** 'Add note': one entry of the lead's notes log. */
export const leadNoteSchema = z.object({
  leadId: id,
  body: z
    .string()
    .trim()
    .min(1, { message: "Note is required." })
    .max(FIELD_LIMITS.notes, { message: `A note can be at most ${FIELD_LIMITS.notes} characters.` }),
});
export type LeadNoteInput = z.input<typeof leadNoteSchema>;

/** A lead named by its id alone (sending its staff notice again). */
export const leadIdSchema = z.object({ id });
