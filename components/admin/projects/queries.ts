import type { Cursor } from "../../../lib/admin/list-query.ts";
import { listSource } from "../../../lib/admin/list-source.ts";
import {
  type FilterValue,
  type Read,
  read,
  readEmbedded,
  readJoined,
  type Supabase,
  type WriteResult,
  writeFailure,
} from "../../../lib/admin/query.ts";
import type { TableRow, ViewRow } from "../../../lib/supabase/rows.ts";
import type { ProjectStatus } from "../../../supabase/limits.ts";
import type { ProjectPriority } from "../../../supabase/workspace.ts";
import { PROJECT_SORTS, type ProjectsState } from "./params.ts";
import type { RequestEstimate } from "./quote-schema.ts";
import { type ProjectValues, projectRow } from "./schema.ts";

/** Projects tab search: name, description and client. */
export const PROJECT_SEARCH_COLUMNS = ["name", "description", "client_name"] as const;

export interface ProjectFilters {
  search?: string;
  status?: FilterValue<ProjectStatus>;
  priority?: FilterValue<ProjectPriority>;
}

const projectsList = listSource<ProjectRow, ProjectFilters, ProjectsState["sort"]["key"]>({
  what: "projects list",
  view: "projects_overview",
  search: PROJECT_SEARCH_COLUMNS,
  sorts: PROJECT_SORTS,
  filters: (filters) => ({ status: filters.status, priority: filters.priority }),
  order: { column: "deadline" },
});

/** Every project the filters match, soonest deadline first. */
export const listProjects = (supabase: Supabase, filters: ProjectFilters = {}) =>
  projectsList.all(supabase, filters);

/** One page of the projects list in the URL's view, after `cursor`. */
export const readProjectPage = (
  supabase: Supabase,
  state: Pick<ProjectsState, "q" | "status" | "priority" | "sort">,
  cursor: Cursor | null,
) =>
  projectsList.page(
    supabase,
    { search: state.q, status: state.status, priority: state.priority },
    state.sort,
    cursor,
  );

export function projectsSummary(supabase: Supabase): Promise<Read<ProjectsSummary>> {
  return read("projects summary", () => supabase.from("projects_summary").select("*").single());
}

/**
 * A project's detail in two requests side by side: its overview row with every list of the detail embedded
 * (PostgREST resource embedding, one statement), and the row as stored with its team and the version these
 * values are of, which 'Edit project' and 'Change status' open from.
 */
export async function getProjectDetail(supabase: Supabase, id: string): Promise<Read<ProjectDetail | null>> {
  return readJoined(
    {
      detail: readEmbedded<ProjectRow & ProjectLists, Omit<ProjectDetail, "record">>(
        "project",
        () =>
          supabase
            .from("projects_overview")
            .select(
              "*, milestones:project_milestones(*), tasks:project_tasks(*, assignee:team_members(name)), documents:project_documents(*), notes:project_notes(*), timeEntries:project_time_entries(*), expenses(*), messages:project_messages(*), quotes:quotes_overview(*), requests:project_evaluations(id, estimate_low, estimate_high, estimate_note)",
            )
            .eq("id", id)
            .order("order_index", { referencedTable: "milestones" })
            .order("order_index", { referencedTable: "tasks" })
            .order("uploaded_at", { referencedTable: "documents", ascending: false })
            .order("created_at", { referencedTable: "notes", ascending: false })
            .order("date", { referencedTable: "timeEntries", ascending: false })
            .order("date", { referencedTable: "expenses", ascending: false })
            .order("created_at", { referencedTable: "messages" })
            .order("sent_at", { referencedTable: "quotes", ascending: false })
            // The quote request this project came from, whose instant estimate a first quote starts from.
            .limit(1, { referencedTable: "requests" })
            .maybeSingle(),
        ({
          milestones,
          tasks,
          documents,
          notes,
          timeEntries,
          expenses,
          messages,
          quotes,
          requests,
          ...project
        }) => ({
          project,
          milestones,
          tasks,
          documents,
          notes,
          timeEntries,
          expenses,
          messages,
          quotes,
          request: requests[0] ?? null,
        }),
      ),
      record: read<ProjectRecord | null>("project record", () =>
        supabase.from("projects").select("*, project_assignments(team_member_id)").eq("id", id).maybeSingle(),
      ),
    },
    ({ detail, record }) => (detail && record ? { ...detail, record } : null),
  );
}

/** Creates the project, then its team. A team that cannot be added removes the project again. */
export async function createProject(supabase: Supabase, values: ProjectValues): Promise<WriteResult> {
  const created = await supabase.from("projects").insert(projectRow(values)).select("id").single();
  if (created.error) return writeFailure("create project", created.error);
  const id = created.data.id as string;
  if (values.assignedTeam.length > 0) {
    const team = await supabase
      .from("project_assignments")
      .insert(
        [...new Set(values.assignedTeam)].map((memberId) => ({ project_id: id, team_member_id: memberId })),
      );
    if (team.error) {
      await supabase.from("projects").delete().eq("id", id);
      return writeFailure("assign project team", team.error);
    }
  }
  return { ok: true, id };
}

export type ProjectRow = ViewRow<
  "projects_overview",
  "description" | "end_date" | "team_lead_id" | "client_rating" | "team_lead"
>;
/** A project is never in a lead's status (Converted): the database's check keeps it to a project's. */
export type ProjectRecord = Omit<TableRow<"projects">, "status"> & {
  status: ProjectStatus;
  project_assignments: { team_member_id: string }[];
};
export type MilestoneRow = TableRow<"project_milestones">;
/** A task with the name of the member it is assigned to. */
export type TaskRow = TableRow<"project_tasks"> & { assignee: { name: string } | null };
export type DocumentRow = TableRow<"project_documents">;
export type NoteRow = TableRow<"project_notes">;
export type TimeEntryRow = TableRow<"project_time_entries">;
/** A project's expense is a row of the one expense ledger, linked to the project. */
export type ProjectExpenseRow = TableRow<"expenses">;
/** One message of the project's thread with the client (the portal shows the same thread). */
export type MessageRow = TableRow<"project_messages">;
/** The lists of a project's detail, as embedded in its overview row. */
type ProjectLists = Omit<ProjectDetail, "project" | "record" | "request"> & { requests: RequestEstimate[] };
export type ProjectDetail = {
  project: ProjectRow;
  record: ProjectRecord;
  milestones: MilestoneRow[];
  tasks: TaskRow[];
  documents: DocumentRow[];
  notes: NoteRow[];
  timeEntries: TimeEntryRow[];
  expenses: ProjectExpenseRow[];
  messages: MessageRow[];
  quotes: QuoteRow[];
  request: RequestEstimate | null;
};
/** A quote of the project with its amounts and outcome (the client's portal reads the same view). */
export type QuoteRow = ViewRow<
  "quotes_overview",
  "lead_id" | "notes" | "decided_at" | "decided_by_email" | "decision_reason" | "invoice_id"
>;
export type ProjectsSummary = ViewRow<"projects_summary">;
