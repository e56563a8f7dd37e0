import { defineSorts, type Sort } from "@/lib/admin/list-query";
import {
  filterParam,
  isCreating,
  openIdParam,
  type Params,
  searchParam,
  sortParam,
} from "@/lib/admin/workspace/params";
import {
  TEAM_DEPARTMENTS,
  TEAM_ROLES,
  TEAM_STATUSES,
  type TeamDepartment,
  type TeamRole,
  type TeamStatus,
} from "@/supabase/workspace";

/** What staff sort the team by; name A to Z unless they choose. */
export const TEAM_SORTS = defineSorts(
  {
    name: { column: "name", kind: "text", label: "Name" },
    role: { column: "role", kind: "enum", values: TEAM_ROLES, label: "Role" },
    joined: { column: "joined_date", kind: "day", label: "Joined" },
  },
  { key: "name", direction: "asc" },
);

/** The parameters that choose the team members listed and their order. */
export const TEAM_LIST_PARAMS = ["q", "department", "role", "status", "sort"] as const;

/** The Team area's state in the URL: search, department, role and status, the open member, Add. */
export interface TeamState {
  q: string;
  department: TeamDepartment | "all";
  role: TeamRole | "all";
  status: TeamStatus | "all";
  sort: Sort<keyof typeof TEAM_SORTS.columns>;
  member: string;
  create: boolean;
}

export function parseTeamState(params: Params): TeamState {
  return {
    q: searchParam(params),
    department: filterParam(params, "department", TEAM_DEPARTMENTS),
    role: filterParam(params, "role", TEAM_ROLES),
    status: filterParam(params, "status", TEAM_STATUSES),
    sort: sortParam(params, TEAM_SORTS),
    member: openIdParam(params, "member"),
    create: isCreating(params, "member"),
  };
}
