import { ProjectsView } from "@/components/admin/projects/projects-view";
import { getProjectDetail, listProjects, projectsSummary } from "@/lib/admin/projects";
import { projectFormOptions } from "@/lib/admin/workspace/options";
import { filterParam, isCreating, openIdParam, searchParam } from "@/lib/admin/workspace/params";
import { PROJECT_STATUSES } from "@/supabase/limits";
import { PROJECT_PRIORITIES } from "@/supabase/workspace";
import type { AdminPanel } from "./types";

export const projectsPanel: AdminPanel = async (supabase, params) => {
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
  return (
    <ProjectsView
      projects={list.data}
      summary={summary.data}
      detail={detail}
      openId={openId}
      creating={creating}
      options={options?.data ?? null}
      filtered={Boolean(filters.search) || filters.status !== "all" || filters.priority !== "all"}
      failed={list.failed || summary.failed || Boolean(detail?.failed)}
    />
  );
};
