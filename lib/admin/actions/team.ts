"use server";

import { createClient } from "@/lib/supabase/server";
import { teamMemberSchema } from "@/lib/validations/workspace/team-member";
import { createTeamMember } from "../team";
import { type FormResult, parseForm } from "../workspace/form-result";

/** 'Add Team Member', as the signed-in staff member: the form's schema again, then RLS decides. */
export async function createTeamMemberAction(input: unknown): Promise<FormResult> {
  const parsed = parseForm(teamMemberSchema, input);
  if (!parsed.ok) return parsed.result;
  return createTeamMember(await createClient(), parsed.data);
}
