import { filterParam, isCreating, openIdParam, type Params, searchParam } from "@/lib/admin/workspace/params";
import { PROJECT_STATUSES, type ProjectStatus } from "@/supabase/limits";
import { PROJECT_PRIORITIES, type ProjectPriority } from "@/supabase/workspace";

/** The Projects area's state in the URL: search, status and priority, the open project, New Project. */
export interface ProjectsState {
  q: string;
  status: ProjectStatus | "all";
  priority: ProjectPriority | "all";
  project: string;
  create: boolean;
}

export function parseProjectsState(params: Params): ProjectsState {
  return {
    q: searchParam(params),
    status: filterParam(params, "status", PROJECT_STATUSES),
    priority: filterParam(params, "priority", PROJECT_PRIORITIES),
    project: openIdParam(params, "project"),
    create: isCreating(params, "project"),
  };
}
