"use server";

import { isUuid } from "@/lib/admin/list-query";
import { asAdmin } from "@/lib/admin/session";
import { type FormResult, parseForm } from "@/lib/admin/workspace/form-result";
import { createClient } from "@/lib/supabase/server";
import { createTeamMember, updateTeamMember } from "./queries";
import { teamMemberSchema } from "./schema";

/** 'Add Team Member', as the signed-in staff member: the form's schema again, then RLS decides. */
export async function createTeamMemberAction(input: unknown): Promise<FormResult> {
  const parsed = parseForm(teamMemberSchema, input);
  if (!parsed.ok) return parsed.result;
  return createTeamMember(await createClient(), parsed.data);
}

/** 'Edit member': `{ memberId, values }`, the form's schema again, then RLS decides. */
export async function updateTeamMemberAction(input: unknown): Promise<FormResult> {
  const { memberId, values } = (typeof input === "object" && input !== null ? input : {}) as Record<
    string,
    unknown
  >;
  if (!isUuid(memberId)) return { ok: false, message: "This team member no longer exists." };
  const parsed = parseForm(teamMemberSchema, values);
  if (!parsed.ok) return parsed.result;
  return asAdmin((supabase) => updateTeamMember(supabase, memberId, parsed.data));
}
