"use server";

import { adminAction } from "@/lib/admin/action";
import { createTeamMember } from "./queries";
import { teamMemberSchema } from "./schema";

/** 'Add Team Member'. */
export const createTeamMemberAction = adminAction(teamMemberSchema, (values, { supabase }) =>
  createTeamMember(supabase, values),
);
