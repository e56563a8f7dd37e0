import { AreaLoadError, areaPage } from "@/components/admin/area";
import { parseTeamState } from "@/components/admin/team/params";
import { getTeamMemberDetail, listTeam, teamSummary } from "@/components/admin/team/queries";
import { TeamView } from "@/components/admin/team/team-view";

export default areaPage(async (supabase, params) => {
  const state = parseTeamState(params);
  const filters = { search: state.q, department: state.department, role: state.role, status: state.status };
  const openId = state.member;
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
      creating={state.create}
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
