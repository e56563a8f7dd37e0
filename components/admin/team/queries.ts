import type { Cursor } from "../../../lib/admin/list-query.ts";
import { listSource } from "../../../lib/admin/list-source.ts";
import {
  type FilterValue,
  type Read,
  read,
  readEmbedded,
  readJoined,
  type Supabase,
  type WriteResult,
  writeFailure,
} from "../../../lib/admin/query.ts";
import type { TableRow, ViewRow } from "../../../lib/supabase/rows.ts";
import type { TeamDepartment, TeamRole, TeamStatus } from "../../../supabase/workspace.ts";
import type { ProjectRow } from "../projects/queries.ts";
import { TEAM_SORTS, type TeamState } from "./params.ts";
import { type TeamMemberValues, teamMemberRow } from "./schema.ts";

/** Team tab search, case-insensitive substring: name, position and email. */
export const TEAM_SEARCH_COLUMNS = ["name", "position", "email"] as const;

export interface TeamFilters {
  search?: string;
  department?: FilterValue<TeamDepartment>;
  role?: FilterValue<TeamRole>;
  status?: FilterValue<TeamStatus>;
}

const teamList = listSource<TeamMemberRow, TeamFilters, TeamState["sort"]["key"]>({
  what: "team list",
  view: "team_overview",
  search: TEAM_SEARCH_COLUMNS,
  sorts: TEAM_SORTS,
  filters: (filters) => ({ department: filters.department, role: filters.role, status: filters.status }),
  order: { column: "name" },
});

export const listTeam = (supabase: Supabase, filters: TeamFilters = {}) => teamList.all(supabase, filters);

/** One page of the team members list in the URL's view, after `cursor`. */
export const readTeamPage = (
  supabase: Supabase,
  state: Pick<TeamState, "q" | "department" | "role" | "status" | "sort">,
  cursor: Cursor | null,
) =>
  teamList.page(
    supabase,
    { search: state.q, department: state.department, role: state.role, status: state.status },
    state.sort,
    cursor,
  );

export function teamSummary(supabase: Supabase): Promise<Read<TeamSummary>> {
  return read("team summary", () => supabase.from("team_summary").select("*").single());
}

/**
 * A member's detail in two requests side by side: the card's row with its achievements and certifications
 * embedded (one statement; the row has a column of certification names), and the projects the member
 * leads or works on.
 */
export async function getTeamMemberDetail(
  supabase: Supabase,
  id: string,
): Promise<Read<TeamMemberDetail | null>> {
  return readJoined(
    {
      card: readEmbedded<
        TeamMemberRow & { achievementRows: AchievementRow[]; certificationRows: CertificationRow[] },
        Omit<TeamMemberDetail, "projects">
      >(
        "team member",
        () =>
          supabase
            .from("team_overview")
            .select("*, achievementRows:team_achievements(*), certificationRows:team_certifications(*)")
            .eq("id", id)
            .order("date", { referencedTable: "achievementRows", ascending: false })
            .order("issued_date", { referencedTable: "certificationRows" })
            .maybeSingle(),
        ({ achievementRows, certificationRows, ...member }) => ({
          member,
          achievements: achievementRows,
          certifications: certificationRows,
        }),
      ),
      projects: read<ProjectRow[]>("team member projects", () =>
        supabase.rpc("member_projects", { p_member_id: id }).select("*").order("deadline"),
      ),
    },
    ({ card, projects }) => (card ? { ...card, projects } : null),
  );
}

export async function createTeamMember(supabase: Supabase, values: TeamMemberValues): Promise<WriteResult> {
  const { data, error } = await supabase
    .from("team_members")
    .insert(teamMemberRow(values))
    .select("id")
    .single();
  return error ? writeFailure("create team member", error) : { ok: true, id: data.id as string };
}

/**
 * 'Edit member': the form's fields replace the member's, opened from `version`: the database refuses
 * it once someone else saved since.
 */
export async function updateTeamMember(
  supabase: Supabase,
  id: string,
  version: number,
  values: TeamMemberValues,
): Promise<WriteResult> {
  const { data, error } = await supabase
    .from("team_members")
    .update({ ...teamMemberRow(values), version })
    .eq("id", id)
    .select("id");
  if (error) return writeFailure("update team member", error);
  return data.length === 1 ? { ok: true, id } : { ok: false, message: "This team member no longer exists." };
}

export type TeamMemberRow = ViewRow<
  "team_overview",
  "phone" | "avatar" | "bio" | "performance_rating" | "location" | "timezone" | "last_active" | "education"
>;
/**
 * A member as 'Edit member' opens it: the stored fields and the version they are of, read in the same
 * statement as the rest of the member's card (team_overview).
 */
export type TeamMemberRecord = Pick<
  TeamMemberRow,
  | "id"
  | "version"
  | "name"
  | "email"
  | "phone"
  | "position"
  | "department"
  | "role"
  | "status"
  | "hourly_rate"
  | "experience_years"
  | "availability"
  | "skills"
  | "location"
  | "bio"
  | "joined_date"
>;
export type AchievementRow = TableRow<"team_achievements">;
export type CertificationRow = TableRow<"team_certifications">;
export type TeamMemberDetail = {
  member: TeamMemberRow;
  achievements: AchievementRow[];
  certifications: CertificationRow[];
  projects: ProjectRow[];
};
export type TeamSummary = ViewRow<"team_summary", "avg_performance">;
