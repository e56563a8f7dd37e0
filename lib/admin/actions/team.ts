"use server";

import { createClient } from "@/lib/supabase/server";
import { teamMemberSchema } from "@/lib/validations/workspace/team-member";
import { isUuid } from "../list-query";
import { asAdmin } from "../session";
import { createTeamMember, updateTeamMember } from "../team";
import { type FormResult, parseForm } from "../workspace/form-result";

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
