import { defineSorts } from "../../../lib/admin/list-query.ts";
import { defineUrlState, read, type UrlState } from "../../../lib/admin/workspace/params.ts";
import { PROJECT_STATUSES } from "../../../supabase/limits.ts";
import { PROJECT_PRIORITIES } from "../../../supabase/workspace.ts";

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

/**
 * The Projects area's state in the URL: search, status and priority, the open project, New Project and
 * Edit project.
 */
export const PROJECTS_URL = defineUrlState(
  {
    q: read.search,
    status: read.filter(PROJECT_STATUSES),
    priority: read.filter(PROJECT_PRIORITIES),
    sort: read.sort(PROJECT_SORTS),
    project: read.openId(),
    create: read.creating("project"),
    edit: read.equals("project"),
  },
  ["q", "status", "priority", "sort"],
);

export type ProjectsState = UrlState<typeof PROJECTS_URL>;
export const parseProjectsState = PROJECTS_URL.parse;
