import { AreaLoadError, areaPage } from "../../../../components/admin/area.tsx";
import { loadMoreTeam } from "../../../../components/admin/team/actions.ts";
import { teamArea } from "../../../../components/admin/team/area.ts";
import { TEAM_SORTS, TEAM_URL } from "../../../../components/admin/team/params.ts";
import { getTeamMemberDetail, readTeamPage, teamSummary } from "../../../../components/admin/team/queries.ts";
import { TeamView } from "../../../../components/admin/team/team-view.tsx";
import { listPage } from "../../../../lib/admin/workspace/params.ts";

export default areaPage(teamArea, async (supabase, params, state) => {
  const openId = state.member;
  const [list, summary, detail] = await Promise.all([
    readTeamPage(supabase, state, null),
    teamSummary(supabase),
    openId ? getTeamMemberDetail(supabase, openId) : null,
  ]);
  if (!list.ok) throw new AreaLoadError("the team list");
  return (
    <TeamView
      members={listPage(list, params, TEAM_URL.list, TEAM_SORTS, state.sort, loadMoreTeam)}
      summary={summary.data}
      detail={detail}
      openId={openId}
      creating={state.create}
      filtered={
        Boolean(state.q) || state.department !== "all" || state.role !== "all" || state.status !== "all"
      }
      failed={summary.failed || Boolean(detail?.failed)}
    />
  );
});
