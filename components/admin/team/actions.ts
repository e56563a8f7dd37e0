"use server";

import { type FormResult, parseForm } from "@/lib/admin/workspace/form-result";
import { createClient } from "@/lib/supabase/server";
import { createTeamMember } from "./queries";
import { teamMemberSchema } from "./schema";

/** 'Add Team Member', as the signed-in staff member: the form's schema again, then RLS decides. */
export async function createTeamMemberAction(input: unknown): Promise<FormResult> {
  const parsed = parseForm(teamMemberSchema, input);
  if (!parsed.ok) return parsed.result;
  return createTeamMember(await createClient(), parsed.data);
}
