import { defineSorts } from "../../../lib/admin/list-query.ts";
import { defineUrlState, read, type UrlState } from "../../../lib/admin/workspace/params.ts";
import { TEAM_DEPARTMENTS, TEAM_ROLES, TEAM_STATUSES } from "../../../supabase/workspace.ts";

/** What staff sort the team by; name A to Z unless they choose. */
export const TEAM_SORTS = defineSorts(
  {
    name: { column: "name", kind: "text", label: "Name" },
    role: { column: "role", kind: "enum", values: TEAM_ROLES, label: "Role" },
    joined: { column: "joined_date", kind: "day", label: "Joined" },
  },
  { key: "name", direction: "asc" },
);

/** The Team area's state in the URL: search, department, role and status, the open member, Add. */
export const TEAM_URL = defineUrlState(
  {
    q: read.search,
    department: read.filter(TEAM_DEPARTMENTS),
    role: read.filter(TEAM_ROLES),
    status: read.filter(TEAM_STATUSES),
    sort: read.sort(TEAM_SORTS),
    member: read.openId(),
    create: read.creating("member"),
  },
  ["q", "department", "role", "status", "sort"],
);

export type TeamState = UrlState<typeof TEAM_URL>;
export const parseTeamState = TEAM_URL.parse;
