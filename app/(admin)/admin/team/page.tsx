import { AreaLoadError, areaPage } from "@/components/admin/area";
import { getTeamMemberDetail, listTeam, teamSummary } from "@/components/admin/team/queries";
import { TeamView } from "@/components/admin/team/team-view";
import { filterParam, isCreating, openIdParam, searchParam } from "@/lib/admin/workspace/params";
import { TEAM_DEPARTMENTS, TEAM_ROLES, TEAM_STATUSES } from "@/supabase/workspace";

export default areaPage(async (supabase, params) => {
  const filters = {
    search: searchParam(params),
    department: filterParam(params, "department", TEAM_DEPARTMENTS),
    role: filterParam(params, "role", TEAM_ROLES),
    status: filterParam(params, "status", TEAM_STATUSES),
  };
  const openId = openIdParam(params, "member");
  const [list, summary, detail] = await Promise.all([
    listTeam(supabase, filters),
    teamSummary(supabase),
    openId ? getTeamMemberDetail(supabase, openId) : null,
  ]);
  if (list.failed) throw new AreaLoadError("the team list");
  return (
    <TeamView
      members={list.data}
      summary={summary.data}
      detail={detail}
      openId={openId}
      creating={isCreating(params, "member")}
      filtered={
        Boolean(filters.search) ||
        filters.department !== "all" ||
        filters.role !== "all" ||
        filters.status !== "all"
      }
      failed={summary.failed || Boolean(detail?.failed)}
    />
  );
});
