import { isUuid } from "@/lib/admin/list-query";
import { CONTACT_STATUSES, FIELD_LIMITS, PROJECT_STATUSES } from "@/supabase/limits";
import { z } from "./zod-config";

const id = z.string().refine(isUuid, { message: "This lead no longer exists." });
// Null as well as text: the form sends what this schema already made of an empty box.
const notes = z
  .string()
  .max(FIELD_LIMITS.notes, { message: `Notes can be at most ${FIELD_LIMITS.notes} characters.` })
  .nullable()
  .transform((value) => (value === null || value.trim() === "" ? null : value));

/** A staff member's change to a lead's workflow: its status and notes (not newsletter subscribers). */
export const leadWorkflowSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.enum(["quote", "evaluation"]),
    id,
    status: z.enum(PROJECT_STATUSES, { error: "Please choose a status from the list." }),
    notes,
  }),
  z.object({
    kind: z.literal("contact"),
    id,
    status: z.enum(CONTACT_STATUSES, { error: "Please choose a status from the list." }),
    notes,
  }),
]);

export type LeadWorkflowInput = z.input<typeof leadWorkflowSchema>;

export const subscriberActiveSchema = z.object({ id, active: z.boolean() });

/** A lead named by its id alone (sending its staff notice again). */
export const leadIdSchema = z.object({ id });
