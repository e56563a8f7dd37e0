import type { ProjectStatus, ServiceType } from "@/supabase/limits";
import type {
  AchievementType,
  AlertType,
  BackupStatus,
  ClientStatus,
  DocumentType,
  ExpenseCategory,
  ExpenseStatus,
  HostedServiceStatus,
  HostedServiceType,
  InvoiceStatus,
  PaymentMethod,
  PaymentStatus,
  ProjectPriority,
  ServerStatus,
  ServerType,
  ServiceCategory,
  ServiceStatus,
  SslStatus,
  TeamDepartment,
  TeamRole,
  TeamStatus,
  WorkItemStatus,
} from "@/supabase/workspace";

/**
 * Rows the dashboard reads, as PostgREST returns them: dates as "YYYY-MM-DD", timestamps as ISO
 * strings, numeric columns as numbers. Derived fields come from the views of migration
 * 20261122000300_agency_workspace.sql.
 */

export interface ClientRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string;
  website: string | null;
  industry: string;
  address: string | null;
  notes: string | null;
  status: ClientStatus;
  created_at: string;
  updated_at: string;
  /** Paid invoices' totals. */
  total_revenue: number;
  /** Projects approved or in progress. */
  active_projects: number;
  completed_projects: number;
  total_projects: number;
  /** Mean budget of the client's projects not cancelled; null without any. */
  average_project_value: number | null;
}

export interface ProjectRow {
  id: string;
  name: string;
  description: string | null;
  client_id: string;
  service_id: string;
  status: ProjectStatus;
  priority: ProjectPriority;
  start_date: string;
  end_date: string | null;
  deadline: string;
  budget: number;
  progress: number;
  team_lead_id: string | null;
  tags: string[];
  client_rating: number | null;
  created_at: string;
  updated_at: string;
  client_name: string;
  service_name: string;
  service_type: ServiceCategory;
  team_lead: string | null;
  assigned_team: string[];
  assigned_team_ids: string[];
  /** Hours logged × the member's rate, plus the project's expenses. */
  actual_cost: number;
  hours_logged: number;
  billable_hours: number;
}

export interface MilestoneRow {
  id: string;
  project_id: string;
  name: string;
  description: string | null;
  status: WorkItemStatus;
  progress: number;
  order_index: number;
  due_date: string | null;
}

export interface TaskRow {
  id: string;
  project_id: string;
  assignee_id: string | null;
  title: string;
  description: string | null;
  status: WorkItemStatus;
  priority: ProjectPriority;
  estimated_hours: number;
  actual_hours: number;
  due_date: string | null;
  order_index: number;
}

export interface DocumentRow {
  id: string;
  project_id: string;
  name: string;
  file_type: DocumentType;
  url: string | null;
  uploaded_at: string;
}

export interface NoteRow {
  id: string;
  project_id: string;
  title: string;
  content: string;
  is_private: boolean;
  created_at: string;
}

export interface TimeEntryRow {
  id: string;
  project_id: string;
  team_member_id: string | null;
  description: string;
  hours: number;
  date: string;
  billable: boolean;
}

export interface ProjectExpenseRow {
  id: string;
  project_id: string;
  description: string;
  amount: number;
  date: string;
  category: ExpenseCategory;
}

export interface ProjectDetail {
  project: ProjectRow;
  milestones: MilestoneRow[];
  tasks: TaskRow[];
  documents: DocumentRow[];
  notes: NoteRow[];
  timeEntries: TimeEntryRow[];
  expenses: ProjectExpenseRow[];
}

export interface ServiceRow {
  id: string;
  name: string;
  description: string;
  category: ServiceCategory;
  status: ServiceStatus;
  base_price: number;
  hourly_rate: number;
  /** Hours; shown as weeks of 40 hours. */
  estimated_duration: number;
  features: string[];
  requirements: string[];
  deliverables: string[];
  created_at: string;
  updated_at: string;
  total_projects: number;
  total_revenue: number;
  /** Clients' mean rating of finished projects, /5.0 to one decimal; null without ratings. */
  average_rating: number | null;
  /** Completed among completed or cancelled projects, in percent; null when none was decided. */
  completion_rate: number | null;
}

export interface TeamMemberRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  position: string;
  department: TeamDepartment;
  role: TeamRole;
  status: TeamStatus;
  avatar: string | null;
  bio: string | null;
  skills: string[];
  experience_years: number;
  hourly_rate: number;
  performance_rating: number | null;
  availability: number;
  location: string | null;
  timezone: string | null;
  joined_date: string;
  last_active: string | null;
  education: string | null;
  languages: string[];
  specializations: string[];
  max_hours: number;
  created_at: string;
  updated_at: string;
  projects_count: number;
  completed_projects: number;
  current_projects: string[];
  certifications: string[];
  /** Workload: hours logged over the last 7 days against max_hours a week. */
  current_hours: number;
  utilization_rate: number;
  upcoming_deadlines: number;
  overdue_tasks: number;
}

export interface AchievementRow {
  id: string;
  team_member_id: string;
  title: string;
  description: string | null;
  date: string;
  type: AchievementType;
}

export interface CertificationRow {
  id: string;
  team_member_id: string;
  name: string;
  issuer: string;
  issued_date: string;
  expires_date: string | null;
}

export interface TeamMemberDetail {
  member: TeamMemberRow;
  achievements: AchievementRow[];
  certifications: CertificationRow[];
  projects: ProjectRow[];
}

export interface InvoiceRow {
  id: string;
  invoice_number: string;
  client_id: string;
  project_id: string | null;
  status: InvoiceStatus;
  issue_date: string;
  due_date: string;
  paid_date: string | null;
  description: string | null;
  tax_rate: number;
  currency: "USD";
  payment_method: PaymentMethod | null;
  notes: string | null;
  created_at: string;
  updated_at: string;
  client_name: string;
  project_name: string | null;
  subtotal: number;
  tax_amount: number;
  total: number;
  amount: number;
  item_count: number;
  /** Past due, neither paid nor cancelled, and issued (public.invoice_is_overdue). */
  is_overdue: boolean;
}

export interface InvoiceItemRow {
  id: string;
  invoice_id: string;
  position: number;
  description: string;
  quantity: number;
  unit_price: number;
  total: number;
}

export interface InvoiceDetail {
  invoice: InvoiceRow;
  items: InvoiceItemRow[];
  payments: PaymentRow[];
}

export interface PaymentRow {
  id: string;
  invoice_id: string;
  amount: number;
  payment_date: string;
  payment_method: PaymentMethod;
  transaction_id: string;
  status: PaymentStatus;
  notes: string | null;
  created_at: string;
  invoice_number: string;
  client_name: string;
}

export interface ExpenseRow {
  id: string;
  description: string;
  amount: number;
  category: ExpenseCategory;
  date: string;
  project_id: string | null;
  status: ExpenseStatus;
  approved_by: string | null;
  approved_date: string | null;
  notes: string | null;
  created_at: string;
  project_name: string | null;
  approved_by_name: string | null;
}

export interface ServerRow {
  id: string;
  name: string;
  type: ServerType;
  provider: string;
  location: string;
  status: ServerStatus;
  ip_address: string;
  domain: string | null;
  cpu_usage: number;
  memory_usage: number;
  disk_usage: number;
  bandwidth_usage: number;
  uptime: number;
  response_time: number;
  monthly_cost: number;
  client_id: string | null;
  project_id: string | null;
  ssl_status: SslStatus;
  backup_status: BackupStatus;
  last_backup: string | null;
  security_score: number;
  performance_score: number;
  created_at: string;
  updated_at: string;
  client_name: string | null;
  project_name: string | null;
  active_alerts: number;
}

export interface ServerAlertRow {
  id: string;
  server_id: string;
  type: AlertType;
  message: string;
  timestamp: string;
  resolved: boolean;
}

export interface HostedServiceRow {
  id: string;
  server_id: string;
  name: string;
  type: HostedServiceType;
  status: HostedServiceStatus;
  port: number;
  version: string;
  uptime: number;
}

export interface ServerDetail {
  server: ServerRow;
  alerts: ServerAlertRow[];
  services: HostedServiceRow[];
}

export interface ClientDetail {
  client: ClientRow;
  projects: ProjectRow[];
}

// Summary cards ------------------------------------------------------------------------------------

export interface ClientsSummary {
  total_clients: number;
  active_clients: number;
  total_revenue: number;
  average_project_value: number | null;
}

export interface ProjectsSummary {
  total_projects: number;
  active_projects: number;
  completed_projects: number;
  total_budget: number;
}

export interface ServicesSummary {
  total_services: number;
  active_services: number;
  total_revenue: number;
  avg_rating: number | null;
}

export interface TeamSummary {
  total_team: number;
  active_members: number;
  avg_performance: number | null;
  total_projects: number;
}

export interface FinanceSummary {
  total_revenue: number;
  total_expenses: number;
  net_profit: number;
  profit_margin: number | null;
  outstanding_invoices: number;
  outstanding_count: number;
  overdue_amount: number;
  overdue_count: number;
  monthly_revenue: number;
  monthly_expenses: number;
  growth_rate: number | null;
  cash_flow: number;
}

export interface FinanceMonth {
  month: string;
  revenue: number;
  expenses: number;
}

export interface HostingSummary {
  total_servers: number;
  online_servers: number;
  total_domains: number;
  active_ssl_certificates: number;
  total_bandwidth_used: number | null;
  average_uptime: number | null;
  total_monthly_cost: number;
  security_score: number | null;
}

export interface OverviewSummary {
  total_revenue: number;
  revenue_growth: number | null;
  active_projects: number;
  active_clients: number;
  active_team_members: number;
  new_leads: number;
  online_servers: number;
  total_servers: number;
  average_uptime: number | null;
}

/** invoice, expense, client, payments ("invoice-paid") and projects ("status-change") come from the activity log as well. */
export type ActivityKind =
  | "lead"
  | "status-change"
  | "invoice-paid"
  | "invoice"
  | "expense"
  | "client"
  | "alert";

export interface ActivityEvent {
  kind: ActivityKind;
  id: string;
  title: string;
  detail: string;
  occurred_at: string;
}

export type { ProjectStatus, ServiceType };
