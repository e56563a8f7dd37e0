"use server";

import { adminAction } from "@/lib/admin/action";
import { createTeamMember, updateTeamMember } from "./queries";
import { teamMemberEditSchema, teamMemberSchema } from "./schema";

/** 'Add Team Member'. */
export const createTeamMemberAction = adminAction(teamMemberSchema, (values, { supabase }) =>
  createTeamMember(supabase, values),
);

/** 'Edit member': `{ memberId, values }`. */
export const updateTeamMemberAction = adminAction(
  teamMemberEditSchema,
  ({ memberId, values }, { supabase }) => updateTeamMember(supabase, memberId, values),
);
