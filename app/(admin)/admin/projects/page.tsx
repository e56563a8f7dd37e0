import { AreaLoadError, areaPage } from "../../../../components/admin/area.tsx";
import { loadMoreProjects } from "../../../../components/admin/projects/actions.ts";
import { projectsArea } from "../../../../components/admin/projects/area.ts";
import { PROJECT_SORTS, PROJECTS_URL } from "../../../../components/admin/projects/params.ts";
import { ProjectsView } from "../../../../components/admin/projects/projects-view.tsx";
import {
  getProjectDetail,
  projectsSummary,
  readProjectPage,
} from "../../../../components/admin/projects/queries.ts";
import { projectFormOptions } from "../../../../lib/admin/workspace/options.ts";
import { listPage } from "../../../../lib/admin/workspace/params.ts";

export default areaPage(projectsArea, async (supabase, params, state) => {
  const openId = state.project;
  const creating = state.create;
  const editing = state.edit && Boolean(openId);
  const [list, summary, detail, options] = await Promise.all([
    readProjectPage(supabase, state, null),
    projectsSummary(supabase),
    openId ? getProjectDetail(supabase, openId) : null,
    creating || editing ? projectFormOptions(supabase) : null,
  ]);
  if (!list.ok) throw new AreaLoadError("the projects list");
  return (
    <ProjectsView
      projects={listPage(list, params, PROJECTS_URL.list, PROJECT_SORTS, state.sort, loadMoreProjects)}
      summary={summary.data}
      detail={detail}
      openId={openId}
      creating={creating}
      editing={editing}
      options={options?.data ?? null}
      filtered={Boolean(state.q) || state.status !== "all" || state.priority !== "all"}
      failed={summary.failed || Boolean(detail?.failed)}
    />
  );
});
