import type { TableRow } from "../../../lib/supabase/rows.ts";

/** The columns the dashboard reads from the two lead tables (project_evaluations and contact_submissions). */
export type ContactSubmissionRow = Pick<
  TableRow<"contact_submissions">,
  "id" | "first_name" | "last_name" | "email" | "company" | "message" | "status" | "created_at"
>;

export type ProjectEvaluationRow = Pick<
  TableRow<"project_evaluations">,
  | "id"
  | "name"
  | "email"
  | "phone"
  | "company"
  | "service"
  | "estimated_budget"
  | "timeline"
  | "project_description"
  | "notes"
  | "status"
  | "created_at"
>;

/** The newest rows of one lead table, and how many it holds in all. */
export type LeadRead<T> = { rows: T[]; total: number; failed: boolean };
