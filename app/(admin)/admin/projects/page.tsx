import { AreaLoadError, areaPage } from "@/components/admin/area";
import { parseProjectsState } from "@/components/admin/projects/params";
import { ProjectsView } from "@/components/admin/projects/projects-view";
import { getProjectDetail, listProjects, projectsSummary } from "@/components/admin/projects/queries";
import { projectFormOptions } from "@/lib/admin/workspace/options";

export default areaPage(async (supabase, params) => {
  const state = parseProjectsState(params);
  const filters = { search: state.q, status: state.status, priority: state.priority };
  const openId = state.project;
  const creating = state.create;
  const [list, summary, detail, options] = await Promise.all([
    listProjects(supabase, filters),
    projectsSummary(supabase),
    openId ? getProjectDetail(supabase, openId) : null,
    creating ? projectFormOptions(supabase) : null,
  ]);
  if (list.failed) throw new AreaLoadError("the projects list");
  return (
    <ProjectsView
      projects={list.data}
      summary={summary.data}
      detail={detail}
      openId={openId}
      creating={creating}
      options={options?.data ?? null}
      filtered={Boolean(filters.search) || filters.status !== "all" || filters.priority !== "all"}
      failed={summary.failed || Boolean(detail?.failed)}
    />
  );
});
