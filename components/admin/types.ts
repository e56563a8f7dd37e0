/** The columns the dashboard reads from the two lead tables (spec §3, §7). */
export interface ContactSubmissionRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  company: string | null;
  message: string;
  status: string;
  created_at: string;
}

export interface ProjectEvaluationRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  service: string | null;
  estimated_budget: string | null;
  timeline: string | null;
  project_description: string | null;
  notes: string | null;
  status: string;
  created_at: string;
}

export type LeadRead<T> = { rows: T[]; failed: boolean };
