import { defineSorts, type Sort } from "@/lib/admin/list-query";
import {
  filterParam,
  isCreating,
  openIdParam,
  type Params,
  searchParam,
  sortParam,
} from "@/lib/admin/workspace/params";
import { PROJECT_STATUSES, type ProjectStatus } from "@/supabase/limits";
import { PROJECT_PRIORITIES, type ProjectPriority } from "@/supabase/workspace";

/** What staff sort projects by; soonest deadline first unless they choose. */
export const PROJECT_SORTS = defineSorts(
  {
    deadline: { column: "deadline", kind: "day", label: "Deadline" },
    name: { column: "name", kind: "text", label: "Name" },
    status: { column: "status", kind: "enum", values: PROJECT_STATUSES, label: "Status" },
    budget: { column: "budget", kind: "number", label: "Budget" },
    started: { column: "start_date", kind: "day", label: "Start date" },
  },
  { key: "deadline", direction: "asc" },
);

/** The parameters that choose the projects listed and their order. */
export const PROJECT_LIST_PARAMS = ["q", "status", "priority", "sort"] as const;

/** The Projects area's state in the URL: search, status and priority, the open project, New Project. */
export interface ProjectsState {
  q: string;
  status: ProjectStatus | "all";
  priority: ProjectPriority | "all";
  sort: Sort<keyof typeof PROJECT_SORTS.columns>;
  project: string;
  create: boolean;
}

export function parseProjectsState(params: Params): ProjectsState {
  return {
    q: searchParam(params),
    status: filterParam(params, "status", PROJECT_STATUSES),
    priority: filterParam(params, "priority", PROJECT_PRIORITIES),
    sort: sortParam(params, PROJECT_SORTS),
    project: openIdParam(params, "project"),
    create: isCreating(params, "project"),
  };
}
