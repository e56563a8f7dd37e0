"use server";

import { adminAction, nextPage } from "../../../lib/admin/action.ts";
import type { Page } from "../../../lib/admin/query.ts";
import { parseTeamState, TEAM_SORTS } from "./params.ts";
import { createTeamMember, readTeamPage, type TeamMemberRow, updateTeamMember } from "./queries.ts";
import { teamMemberEditSchema, teamMemberSchema } from "./schema.ts";

/** "Load more" on the team members list: the page after `cursor` in the view `query` names. */
export async function loadMoreTeam(query: string, cursor: unknown): Promise<Page<TeamMemberRow>> {
  return nextPage(query, cursor, TEAM_SORTS, parseTeamState, readTeamPage);
}

/** 'Add Team Member'. */
export const createTeamMemberAction = adminAction(teamMemberSchema, (values, { supabase }) =>
  createTeamMember(supabase, values),
);

/** 'Edit member': `{ memberId, version, values }`. */
export const updateTeamMemberAction = adminAction(
  teamMemberEditSchema,
  ({ memberId, version, values }, { supabase }) => updateTeamMember(supabase, memberId, version, values),
);
