/**
 * The agency workspace's statuses, kinds and constants as the migration
 * 20261122000300_agency_workspace.sql defines them. supabase/tests/workspace-*.test.ts compares every
 * list here with the database's enums, so the two cannot drift apart.
 */

export const PROJECT_PRIORITIES = ["low", "medium", "high", "critical"] as const;
export const CLIENT_STATUSES = ["active", "inactive", "prospect", "lead"] as const;
export const WORK_ITEM_STATUSES = ["pending", "in-progress", "completed"] as const;
export const DOCUMENT_TYPES = ["technical", "contract", "design"] as const;
export const SERVICE_CATEGORIES = [
  "web-development",
  "mobile-applications",
  "brand-identity",
  "seo-insights",
  "cloud-solutions",
  "digital-campaigns",
  "experience-optimization",
] as const;
export const SERVICE_STATUSES = ["active", "inactive", "draft", "archived"] as const;
export const TEAM_STATUSES = ["active", "inactive", "on-leave"] as const;
export const TEAM_ROLES = ["admin", "manager", "developer", "designer", "analyst", "consultant"] as const;
export const TEAM_DEPARTMENTS = [
  "engineering",
  "design",
  "strategy",
  "marketing",
  "operations",
  "leadership",
] as const;
export const ACHIEVEMENT_TYPES = ["award", "certification", "milestone", "recognition"] as const;
export const INVOICE_STATUSES = ["draft", "sent", "paid", "overdue", "cancelled"] as const;
export const EXPENSE_STATUSES = ["pending", "approved", "rejected"] as const;
export const EXPENSE_CATEGORIES = [
  "software",
  "hardware",
  "hosting",
  "marketing",
  "office",
  "travel",
  "contractors",
  "training",
  "payroll",
] as const;
export const PAYMENT_STATUSES = ["pending", "completed", "failed", "refunded"] as const;
export const PAYMENT_METHODS = ["bank-transfer", "credit-card", "ach", "check", "wire"] as const;
export const SERVER_STATUSES = ["online", "offline", "maintenance", "error"] as const;
export const SERVER_TYPES = ["vps", "dedicated", "cloud", "managed"] as const;
export const SSL_STATUSES = ["active", "expiring", "expired", "none"] as const;
export const BACKUP_STATUSES = ["success", "failed", "running", "disabled"] as const;
export const ALERT_TYPES = ["error", "warning", "info"] as const;
export const HOSTED_SERVICE_TYPES = ["web", "database"] as const;
export const HOSTED_SERVICE_STATUSES = ["running", "stopped", "restarting"] as const;

/** Every workspace enum by its database type name (public schema). */
export const WORKSPACE_ENUMS = {
  project_priority: PROJECT_PRIORITIES,
  client_status: CLIENT_STATUSES,
  work_item_status: WORK_ITEM_STATUSES,
  document_type: DOCUMENT_TYPES,
  service_category: SERVICE_CATEGORIES,
  service_status: SERVICE_STATUSES,
  team_status: TEAM_STATUSES,
  team_role: TEAM_ROLES,
  team_department: TEAM_DEPARTMENTS,
  achievement_type: ACHIEVEMENT_TYPES,
  invoice_status: INVOICE_STATUSES,
  expense_status: EXPENSE_STATUSES,
  expense_category: EXPENSE_CATEGORIES,
  payment_status: PAYMENT_STATUSES,
  payment_method: PAYMENT_METHODS,
  server_status: SERVER_STATUSES,
  server_type: SERVER_TYPES,
  ssl_status: SSL_STATUSES,
  backup_status: BACKUP_STATUSES,
  alert_type: ALERT_TYPES,
  hosted_service_type: HOSTED_SERVICE_TYPES,
  hosted_service_status: HOSTED_SERVICE_STATUSES,
} as const;

export type ProjectPriority = (typeof PROJECT_PRIORITIES)[number];
export type ClientStatus = (typeof CLIENT_STATUSES)[number];
export type WorkItemStatus = (typeof WORK_ITEM_STATUSES)[number];
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];
export type TeamStatus = (typeof TEAM_STATUSES)[number];
export type TeamRole = (typeof TEAM_ROLES)[number];
export type TeamDepartment = (typeof TEAM_DEPARTMENTS)[number];
export type AchievementType = (typeof ACHIEVEMENT_TYPES)[number];
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export type ExpenseStatus = (typeof EXPENSE_STATUSES)[number];
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type ServerStatus = (typeof SERVER_STATUSES)[number];
export type ServerType = (typeof SERVER_TYPES)[number];
export type SslStatus = (typeof SSL_STATUSES)[number];
export type BackupStatus = (typeof BACKUP_STATUSES)[number];
export type AlertType = (typeof ALERT_TYPES)[number];
export type HostedServiceType = (typeof HOSTED_SERVICE_TYPES)[number];
export type HostedServiceStatus = (typeof HOSTED_SERVICE_STATUSES)[number];

/** Project states counted as "active" (work agreed and under way) by every view. */
export const ACTIVE_PROJECT_STATUSES = ["approved", "in-progress"] as const;

/** Default tax rate of a new invoice, in percent (8.5); the invoices.tax_rate column default. */
export const INVOICE_TAX_RATE_PERCENT = 8.5;

/** Weekly capacity of a team member in hours (40); the team_members.max_hours default. */
export const WORKLOAD_MAX_HOURS = 40;

/** Hours in a working week: a service's estimated_duration (hours) is shown in weeks with it. */
export const HOURS_PER_WEEK = 40;

/** INV-YYYY-NNN and TXN-NNN-YYYY as the CHECK constraints accept them. */
export const INVOICE_NUMBER_PATTERN = /^INV-\d{4}-\d{3}$/;
export const TRANSACTION_ID_PATTERN = /^TXN-\d{3}-\d{4}$/;

/** Text and list limits of the workspace CHECK constraints, shared with the create forms. */
export const WORKSPACE_LIMITS = {
  name: 100,
  projectName: 150,
  position: 100,
  description: 5000,
  serviceDescription: 2000,
  bio: 2000,
  itemDescription: 500,
  invoiceDescription: 1000,
  notes: 5000,
  expenseNotes: 2000,
  location: 100,
  provider: 60,
  domain: 253,
  listItems: 50,
  skills: 40,
  tags: 20,
  estimatedDurationHours: 10000,
  experienceYears: 60,
  maxMoney: 9_999_999_999.99,
} as const;
