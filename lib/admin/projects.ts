import { type ProjectValues, projectRow } from "@/lib/validations/workspace/project";
import type { ProjectStatus } from "@/supabase/limits";
import type { ProjectPriority } from "@/supabase/workspace";
import {
  type FilterValue,
  narrow,
  type Read,
  read,
  readRecord,
  type Supabase,
  type WriteResult,
  writeFailure,
} from "./query";
import type {
  DocumentRow,
  MilestoneRow,
  NoteRow,
  ProjectDetail,
  ProjectExpenseRow,
  ProjectRow,
  ProjectsSummary,
  TaskRow,
  TimeEntryRow,
} from "./types";

/** Projects tab search: name, description and client. */
export const PROJECT_SEARCH_COLUMNS = ["name", "description", "client_name"] as const;

export interface ProjectFilters {
  search?: string;
  status?: FilterValue<ProjectStatus>;
  priority?: FilterValue<ProjectPriority>;
}

export function listProjects(supabase: Supabase, filters: ProjectFilters = {}): Promise<Read<ProjectRow[]>> {
  return read("projects list", () =>
    narrow(supabase.from("projects_overview").select("*"), {
      columns: PROJECT_SEARCH_COLUMNS,
      search: filters.search,
      filters: { status: filters.status, priority: filters.priority },
    }).order("deadline"),
  );
}

export function projectsSummary(supabase: Supabase): Promise<Read<ProjectsSummary>> {
  return read("projects summary", () => supabase.from("projects_summary").select("*").single());
}

export async function getProjectDetail(supabase: Supabase, id: string): Promise<Read<ProjectDetail | null>> {
  const ofProject = (table: string) => supabase.from(table).select("*").eq("project_id", id);
  return readRecord<ProjectDetail>("project", {
    project: read<ProjectRow>("project", () =>
      supabase.from("projects_overview").select("*").eq("id", id).maybeSingle(),
    ),
    milestones: read<MilestoneRow[]>("project milestones", () =>
      ofProject("project_milestones").order("order_index"),
    ),
    tasks: read<TaskRow[]>("project tasks", () => ofProject("project_tasks").order("order_index")),
    documents: read<DocumentRow[]>("project documents", () =>
      ofProject("project_documents").order("uploaded_at", { ascending: false }),
    ),
    notes: read<NoteRow[]>("project notes", () =>
      ofProject("project_notes").order("created_at", { ascending: false }),
    ),
    timeEntries: read<TimeEntryRow[]>("project time entries", () =>
      ofProject("project_time_entries").order("date", { ascending: false }),
    ),
    expenses: read<ProjectExpenseRow[]>("project expenses", () =>
      ofProject("project_expenses").order("date", { ascending: false }),
    ),
  });
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
