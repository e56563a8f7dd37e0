import { filterParam, isCreating, openIdParam, type Params, searchParam } from "@/lib/admin/workspace/params";
import {
  TEAM_DEPARTMENTS,
  TEAM_ROLES,
  TEAM_STATUSES,
  type TeamDepartment,
  type TeamRole,
  type TeamStatus,
} from "@/supabase/workspace";

/** The Team area's state in the URL: search, department, role and status, the open member, Add. */
export interface TeamState {
  q: string;
  department: TeamDepartment | "all";
  role: TeamRole | "all";
  status: TeamStatus | "all";
  member: string;
  create: boolean;
}

export function parseTeamState(params: Params): TeamState {
  return {
    q: searchParam(params),
    department: filterParam(params, "department", TEAM_DEPARTMENTS),
    role: filterParam(params, "role", TEAM_ROLES),
    status: filterParam(params, "status", TEAM_STATUSES),
    member: openIdParam(params, "member"),
    create: isCreating(params, "member"),
  };
}
