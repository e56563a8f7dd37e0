import { AreaLoadError, areaPage } from "@/components/admin/area";
import { ProjectsView } from "@/components/admin/projects/projects-view";
import { getProjectDetail, listProjects, projectsSummary } from "@/components/admin/projects/queries";
import { projectFormOptions } from "@/lib/admin/workspace/options";
import { filterParam, isCreating, openIdParam, searchParam } from "@/lib/admin/workspace/params";
import { PROJECT_STATUSES } from "@/supabase/limits";
import { PROJECT_PRIORITIES } from "@/supabase/workspace";

export default areaPage(async (supabase, params) => {
  const filters = {
    search: searchParam(params),
    status: filterParam(params, "status", PROJECT_STATUSES),
    priority: filterParam(params, "priority", PROJECT_PRIORITIES),
  };
  const openId = openIdParam(params, "project");
  const creating = isCreating(params, "project");
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
