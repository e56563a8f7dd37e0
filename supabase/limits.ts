/**
 * Length limits shared by the database CHECK constraints (supabase/migrations) and the
 * app's zod schemas. Change both together: a limit raised here alone is still refused by the database.
 */
export const FIELD_LIMITS = {
  name: 100,
  firstName: 80,
  lastName: 80,
  email: 254,
  phone: 40,
  company: 120,
  message: 5000,
  projectDescription: 10000,
  notes: 2000,
  timeline: 40,
  /** The pricing model's note shown with an instant estimate, stored with the quote request. */
  estimateNote: 500,
} as const;

/** The shape the database accepts for an email address (same pattern as the CHECK constraints). */
export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * A lead's service: the URL segment (slug) of a published service document. The database checks only
 * this shape; the server checks the key against the services published at the time.
 */
export const SERVICE_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SERVICE_KEY_MAX = 96;

export const PROJECT_STATUSES = [
  "new",
  "in-review",
  "quoted",
  "approved",
  "in-progress",
  "completed",
  "cancelled",
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/**
 * A quote request's or project evaluation's workflow: a project's statuses, then Converted (a project
 * was made from it). The leads share the project_status enum; a project is never Converted.
 */
export const LEAD_STATUSES = [...PROJECT_STATUSES, "converted"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** A contact message's workflow in the staff inbox (the contact_status enum). */
export const CONTACT_STATUSES = ["new", "in-progress", "replied", "closed"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const BUDGET_RANGES = ["under-10k", "10k-25k", "25k-50k", "50k-100k", "over-100k"] as const;
export type BudgetRange = (typeof BUDGET_RANGES)[number];

export const APP_ROLES = ["admin", "client", "lead"] as const;
export type AppRole = (typeof APP_ROLES)[number];
