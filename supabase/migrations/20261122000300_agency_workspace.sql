-- The agency workspace behind the staff dashboard (spec §2 "Admin", §3 "Admin sample data", §4):
-- clients, projects and their work items, services, the team, finance and hosting.
--
-- Only admins read or write any of it: every table has RLS with one admin policy, anon has no
-- privileges at all, and the summary views return no row to anyone else. Every summary figure the
-- dashboard shows is defined once here, as a view computed from the rows (security_invoker, so the
-- caller's RLS applies); nothing is stored that can be counted or summed.
--
-- Written for hosted Supabase, PostgreSQL 15 and PGlite alike. Enum values mirror supabase/workspace.ts.

create extension if not exists pg_trgm with schema extensions;

-- Statuses and kinds (spec §4) -------------------------------------------------------------------
-- Projects reuse public.project_status and public.service_type of the first migration.

create type public.project_priority as enum ('low', 'medium', 'high', 'critical');
create type public.client_status as enum ('active', 'inactive', 'prospect', 'lead');
-- Spec §4 shows milestones and tasks completed or in progress; work not started yet is 'pending'.
create type public.work_item_status as enum ('pending', 'in-progress', 'completed');
create type public.document_type as enum ('technical', 'contract', 'design');
create type public.service_category as enum (
  'web-development',
  'mobile-applications',
  'brand-identity',
  'seo-insights',
  'cloud-solutions',
  'digital-campaigns',
  'experience-optimization'
);
create type public.service_status as enum ('active', 'inactive', 'draft', 'archived');
create type public.team_status as enum ('active', 'inactive', 'on-leave');
create type public.team_role as enum ('admin', 'manager', 'developer', 'designer', 'analyst', 'consultant');
create type public.team_department as enum (
  'engineering',
  'design',
  'strategy',
  'marketing',
  'operations',
  'leadership'
);
create type public.achievement_type as enum ('award', 'certification', 'milestone', 'recognition');
create type public.invoice_status as enum ('draft', 'sent', 'paid', 'overdue', 'cancelled');
create type public.expense_status as enum ('pending', 'approved', 'rejected');
create type public.expense_category as enum (
  'software',
  'hardware',
  'hosting',
  'marketing',
  'office',
  'travel',
  'contractors',
  'training',
  'payroll'
);
-- Spec §4 shows completed payments; the others are what a card processor also reports.
create type public.payment_status as enum ('pending', 'completed', 'failed', 'refunded');
create type public.payment_method as enum ('bank-transfer', 'credit-card', 'ach', 'check', 'wire');
create type public.server_status as enum ('online', 'offline', 'maintenance', 'error');
create type public.server_type as enum ('vps', 'dedicated', 'cloud', 'managed');
create type public.ssl_status as enum ('active', 'expiring', 'expired', 'none');
create type public.backup_status as enum ('success', 'failed', 'running', 'disabled');
create type public.alert_type as enum ('error', 'warning', 'info');
create type public.hosted_service_type as enum ('web', 'database');
create type public.hosted_service_status as enum ('running', 'stopped', 'restarting');

-- Shared bits -------------------------------------------------------------------------------------

create or replace function public.touch_workspace_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- clients -----------------------------------------------------------------------------------------

create table public.clients (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  phone text,
  company text not null,
  website text,
  industry text not null,
  address text,
  notes text,
  status public.client_status not null default 'prospect',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint clients_name_check check (char_length(btrim(name)) between 1 and 100),
  constraint clients_email_check
    check (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  constraint clients_phone_check check (phone is null or (char_length(phone) <= 40 and phone ~ '[0-9]')),
  constraint clients_company_check check (char_length(btrim(company)) between 1 and 120),
  constraint clients_website_check check (website is null or (char_length(website) <= 2048 and website ~ '^https?://')),
  constraint clients_industry_check check (char_length(btrim(industry)) between 1 and 60),
  constraint clients_address_check check (address is null or char_length(address) <= 300),
  constraint clients_notes_check check (notes is null or char_length(notes) <= 5000)
);
create unique index clients_email_key on public.clients (lower(email));

-- services ----------------------------------------------------------------------------------------

create table public.services (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  description text not null,
  category public.service_category not null,
  status public.service_status not null default 'draft',
  base_price numeric(12, 2) not null,
  hourly_rate numeric(8, 2) not null,
  estimated_duration integer not null,
  features text[] not null default '{}',
  requirements text[] not null default '{}',
  deliverables text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint services_name_key unique (name),
  constraint services_name_check check (char_length(btrim(name)) between 1 and 100),
  constraint services_description_check check (char_length(btrim(description)) between 1 and 2000),
  constraint services_base_price_check check (base_price >= 0),
  constraint services_hourly_rate_check check (hourly_rate >= 0),
  -- estimated_duration is in hours (spec §3); shown as ceil(hours / 40) weeks.
  constraint services_estimated_duration_check check (estimated_duration between 1 and 10000),
  constraint services_lists_check
    check (cardinality(features) <= 50 and cardinality(requirements) <= 50 and cardinality(deliverables) <= 50)
);

-- team --------------------------------------------------------------------------------------------

create table public.team_members (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  phone text,
  position text not null,
  department public.team_department not null,
  role public.team_role not null,
  status public.team_status not null default 'active',
  avatar text,
  bio text,
  skills text[] not null default '{}',
  experience_years integer not null default 0,
  hourly_rate numeric(8, 2) not null,
  performance_rating numeric(2, 1),
  availability integer not null default 100,
  location text,
  timezone text,
  joined_date date not null default current_date,
  last_active timestamptz,
  education text,
  languages text[] not null default '{}',
  specializations text[] not null default '{}',
  -- Weekly capacity for the workload figures (spec §9: sample workload max hours 40).
  max_hours integer not null default 40,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint team_members_name_check check (char_length(btrim(name)) between 1 and 100),
  constraint team_members_email_check
    check (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  constraint team_members_phone_check check (phone is null or (char_length(phone) <= 40 and phone ~ '[0-9]')),
  constraint team_members_position_check check (char_length(btrim(position)) between 1 and 100),
  constraint team_members_avatar_check check (avatar is null or (char_length(avatar) <= 2048 and avatar ~ '^(https?://|/)')),
  constraint team_members_bio_check check (bio is null or char_length(bio) <= 2000),
  constraint team_members_skills_check check (cardinality(skills) <= 40),
  constraint team_members_experience_years_check check (experience_years between 0 and 60),
  constraint team_members_hourly_rate_check check (hourly_rate >= 0),
  constraint team_members_performance_rating_check check (performance_rating between 0 and 5),
  constraint team_members_availability_check check (availability between 0 and 100),
  constraint team_members_location_check check (location is null or char_length(location) <= 100),
  constraint team_members_timezone_check check (timezone is null or char_length(timezone) <= 64),
  constraint team_members_education_check check (education is null or char_length(education) <= 300),
  constraint team_members_max_hours_check check (max_hours between 1 and 80)
);
create unique index team_members_email_key on public.team_members (lower(email));

create table public.team_achievements (
  id uuid primary key default gen_random_uuid(),
  team_member_id uuid not null references public.team_members (id) on delete cascade,
  title text not null,
  description text,
  date date not null,
  type public.achievement_type not null,
  constraint team_achievements_title_check check (char_length(btrim(title)) between 1 and 150),
  constraint team_achievements_description_check check (description is null or char_length(description) <= 1000)
);
create index team_achievements_member_idx on public.team_achievements (team_member_id, date desc);

create table public.team_certifications (
  id uuid primary key default gen_random_uuid(),
  team_member_id uuid not null references public.team_members (id) on delete cascade,
  name text not null,
  issuer text not null,
  issued_date date not null,
  expires_date date,
  constraint team_certifications_name_check check (char_length(btrim(name)) between 1 and 150),
  constraint team_certifications_issuer_check check (char_length(btrim(issuer)) between 1 and 100),
  constraint team_certifications_dates_check check (expires_date is null or expires_date > issued_date)
);
create index team_certifications_member_idx on public.team_certifications (team_member_id);

-- projects ----------------------------------------------------------------------------------------

create table public.projects (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  description text,
  client_id uuid not null references public.clients (id) on delete restrict,
  service_id uuid not null references public.services (id) on delete restrict,
  status public.project_status not null default 'new',
  priority public.project_priority not null default 'medium',
  start_date date not null,
  end_date date,
  deadline date not null,
  budget numeric(12, 2) not null,
  progress integer not null default 0,
  team_lead_id uuid references public.team_members (id) on delete set null,
  tags text[] not null default '{}',
  -- The client's rating of the finished work (/5.0); feeds the services' average rating.
  client_rating numeric(2, 1),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Lets invoices and servers require that their project belongs to their client.
  constraint projects_id_client_key unique (id, client_id),
  constraint projects_name_check check (char_length(btrim(name)) between 1 and 150),
  constraint projects_description_check check (description is null or char_length(description) <= 5000),
  constraint projects_dates_check check (deadline >= start_date and (end_date is null or end_date >= start_date)),
  constraint projects_budget_check check (budget >= 0),
  constraint projects_progress_check check (progress between 0 and 100),
  constraint projects_tags_check check (cardinality(tags) <= 20),
  constraint projects_client_rating_check
    check (client_rating is null or (client_rating between 1 and 5 and status = 'completed'))
);
create index projects_client_idx on public.projects (client_id);
create index projects_service_idx on public.projects (service_id);
create index projects_team_lead_idx on public.projects (team_lead_id);
create index projects_status_idx on public.projects (status);

create table public.project_assignments (
  project_id uuid not null references public.projects (id) on delete cascade,
  team_member_id uuid not null references public.team_members (id) on delete cascade,
  primary key (project_id, team_member_id)
);
create index project_assignments_member_idx on public.project_assignments (team_member_id);

-- Filled by a trigger on projects: the overview's "status changes" are real events.
create table public.project_status_history (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  from_status public.project_status,
  to_status public.project_status not null,
  changed_at timestamptz not null default now()
);
create index project_status_history_changed_at_idx on public.project_status_history (changed_at desc);
create index project_status_history_project_idx on public.project_status_history (project_id);

create table public.project_milestones (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  name text not null,
  description text,
  status public.work_item_status not null default 'pending',
  progress integer not null default 0,
  order_index integer not null,
  due_date date,
  constraint project_milestones_order_key unique (project_id, order_index),
  constraint project_milestones_name_check check (char_length(btrim(name)) between 1 and 150),
  constraint project_milestones_description_check check (description is null or char_length(description) <= 2000),
  constraint project_milestones_progress_check check (progress between 0 and 100),
  constraint project_milestones_completed_check check (status <> 'completed' or progress = 100),
  constraint project_milestones_order_index_check check (order_index >= 0)
);

create table public.project_tasks (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  assignee_id uuid references public.team_members (id) on delete set null,
  title text not null,
  description text,
  status public.work_item_status not null default 'pending',
  priority public.project_priority not null default 'medium',
  estimated_hours numeric(7, 2) not null default 0,
  actual_hours numeric(7, 2) not null default 0,
  due_date date,
  order_index integer not null,
  constraint project_tasks_order_key unique (project_id, order_index),
  constraint project_tasks_title_check check (char_length(btrim(title)) between 1 and 200),
  constraint project_tasks_description_check check (description is null or char_length(description) <= 2000),
  constraint project_tasks_hours_check check (estimated_hours >= 0 and actual_hours >= 0),
  constraint project_tasks_order_index_check check (order_index >= 0)
);
create index project_tasks_assignee_idx on public.project_tasks (assignee_id) where status <> 'completed';

create table public.project_documents (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  name text not null,
  file_type public.document_type not null,
  url text,
  uploaded_at timestamptz not null default now(),
  constraint project_documents_name_check check (char_length(btrim(name)) between 1 and 200),
  constraint project_documents_url_check check (url is null or (char_length(url) <= 2048 and url ~ '^https?://'))
);
create index project_documents_project_idx on public.project_documents (project_id);

create table public.project_notes (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  title text not null,
  content text not null,
  is_private boolean not null default false,
  created_at timestamptz not null default now(),
  constraint project_notes_title_check check (char_length(btrim(title)) between 1 and 150),
  constraint project_notes_content_check check (char_length(btrim(content)) between 1 and 5000)
);
create index project_notes_project_idx on public.project_notes (project_id, created_at desc);

create table public.project_time_entries (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  team_member_id uuid references public.team_members (id) on delete set null,
  description text not null,
  hours numeric(5, 2) not null,
  date date not null,
  billable boolean not null default true,
  constraint project_time_entries_description_check check (char_length(btrim(description)) between 1 and 500),
  constraint project_time_entries_hours_check check (hours > 0 and hours <= 24)
);
create index project_time_entries_project_idx on public.project_time_entries (project_id, date desc);
create index project_time_entries_member_idx on public.project_time_entries (team_member_id, date desc);

create table public.project_expenses (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  description text not null,
  amount numeric(12, 2) not null,
  date date not null,
  category public.expense_category not null,
  constraint project_expenses_description_check check (char_length(btrim(description)) between 1 and 500),
  constraint project_expenses_amount_check check (amount > 0)
);
create index project_expenses_project_idx on public.project_expenses (project_id, date desc);

-- finance -----------------------------------------------------------------------------------------

create table public.invoices (
  id uuid primary key default gen_random_uuid(),
  invoice_number text not null,
  client_id uuid not null references public.clients (id) on delete restrict,
  project_id uuid,
  status public.invoice_status not null default 'draft',
  issue_date date not null default current_date,
  due_date date not null,
  paid_date date,
  description text,
  -- Percent; the sample rate and the form's default (spec §9: 8.5%). Mirrored by INVOICE_TAX_RATE_PERCENT.
  tax_rate numeric(5, 2) not null default 8.5,
  -- Every amount is summed in one currency (spec §9: USD).
  currency text not null default 'USD',
  payment_method public.payment_method,
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint invoices_invoice_number_key unique (invoice_number),
  -- INV-YYYY-NNN, YYYY being the year it was issued.
  constraint invoices_invoice_number_check
    check (case when invoice_number ~ '^INV-[0-9]{4}-[0-9]{3}$'
      then substr(invoice_number, 5, 4)::integer = extract(year from issue_date)::integer else false end),
  constraint invoices_project_client_fkey foreign key (project_id, client_id)
    references public.projects (id, client_id) on delete restrict,
  constraint invoices_dates_check check (due_date >= issue_date and (paid_date is null or paid_date >= issue_date)),
  constraint invoices_paid_check check ((status = 'paid') = (paid_date is not null)),
  constraint invoices_tax_rate_check check (tax_rate between 0 and 100),
  constraint invoices_currency_check check (currency = 'USD'),
  constraint invoices_description_check check (description is null or char_length(description) <= 1000),
  constraint invoices_notes_check check (notes is null or char_length(notes) <= 5000)
);
create index invoices_client_idx on public.invoices (client_id);
create index invoices_project_idx on public.invoices (project_id);
create index invoices_status_idx on public.invoices (status);
create index invoices_paid_date_idx on public.invoices (paid_date) where status = 'paid';

create table public.invoice_items (
  id uuid primary key default gen_random_uuid(),
  invoice_id uuid not null references public.invoices (id) on delete cascade,
  position integer not null,
  description text not null,
  quantity numeric(10, 2) not null,
  unit_price numeric(12, 2) not null,
  total numeric(14, 2) generated always as (round(quantity * unit_price, 2)) stored,
  constraint invoice_items_position_key unique (invoice_id, position),
  constraint invoice_items_description_check check (char_length(btrim(description)) between 1 and 500),
  constraint invoice_items_quantity_check check (quantity > 0),
  constraint invoice_items_unit_price_check check (unit_price >= 0),
  constraint invoice_items_position_check check (position >= 0)
);

create table public.payments (
  id uuid primary key default gen_random_uuid(),
  invoice_id uuid not null references public.invoices (id) on delete restrict,
  amount numeric(12, 2) not null,
  payment_date date not null,
  payment_method public.payment_method not null,
  transaction_id text not null,
  status public.payment_status not null default 'completed',
  notes text,
  created_at timestamptz not null default now(),
  constraint payments_transaction_id_key unique (transaction_id),
  -- TXN-NNN-YYYY, YYYY being the year of the payment.
  constraint payments_transaction_id_check
    check (case when transaction_id ~ '^TXN-[0-9]{3}-[0-9]{4}$'
      then substr(transaction_id, 9, 4)::integer = extract(year from payment_date)::integer else false end),
  constraint payments_amount_check check (amount > 0),
  constraint payments_notes_check check (notes is null or char_length(notes) <= 2000)
);
create index payments_invoice_idx on public.payments (invoice_id);
create index payments_date_idx on public.payments (payment_date desc);

create table public.expenses (
  id uuid primary key default gen_random_uuid(),
  description text not null,
  amount numeric(12, 2) not null,
  category public.expense_category not null,
  date date not null,
  project_id uuid references public.projects (id) on delete set null,
  status public.expense_status not null default 'pending',
  approved_by uuid references public.team_members (id) on delete set null,
  approved_date date,
  notes text,
  created_at timestamptz not null default now(),
  constraint expenses_description_check check (char_length(btrim(description)) between 1 and 500),
  constraint expenses_amount_check check (amount > 0),
  -- A decision (approved or rejected) has a date; a pending expense has none.
  constraint expenses_decision_check check ((status = 'pending') = (approved_date is null)),
  constraint expenses_approved_date_check check (approved_date is null or approved_date >= date),
  constraint expenses_notes_check check (notes is null or char_length(notes) <= 2000)
);
create index expenses_date_idx on public.expenses (date desc);
create index expenses_project_idx on public.expenses (project_id);
create index expenses_approved_by_idx on public.expenses (approved_by);

-- hosting -----------------------------------------------------------------------------------------

create table public.servers (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  type public.server_type not null,
  provider text not null,
  location text not null,
  status public.server_status not null default 'online',
  ip_address inet not null,
  domain text,
  cpu_usage numeric(5, 2) not null default 0,
  memory_usage numeric(5, 2) not null default 0,
  disk_usage numeric(5, 2) not null default 0,
  bandwidth_usage numeric(5, 2) not null default 0,
  uptime numeric(6, 3) not null default 100,
  response_time integer not null default 0,
  monthly_cost numeric(10, 2) not null,
  client_id uuid references public.clients (id) on delete set null,
  project_id uuid,
  ssl_status public.ssl_status not null default 'none',
  backup_status public.backup_status not null default 'disabled',
  last_backup timestamptz,
  security_score integer not null,
  performance_score integer not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint servers_name_key unique (name),
  constraint servers_name_check check (char_length(btrim(name)) between 1 and 100),
  constraint servers_provider_check check (char_length(btrim(provider)) between 1 and 60),
  constraint servers_location_check check (char_length(btrim(location)) between 1 and 100),
  constraint servers_domain_check
    check (domain is null or (char_length(domain) <= 253 and domain ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$')),
  -- Usage figures are percentages of the server's capacity.
  constraint servers_usage_check check (
    cpu_usage between 0 and 100 and memory_usage between 0 and 100
    and disk_usage between 0 and 100 and bandwidth_usage between 0 and 100
  ),
  constraint servers_uptime_check check (uptime between 0 and 100),
  constraint servers_response_time_check check (response_time between 0 and 600000),
  constraint servers_monthly_cost_check check (monthly_cost >= 0),
  constraint servers_project_client_fkey foreign key (project_id, client_id)
    references public.projects (id, client_id) on delete set null (project_id),
  constraint servers_project_needs_client_check check (project_id is null or client_id is not null),
  constraint servers_scores_check check (security_score between 0 and 100 and performance_score between 0 and 100)
);
create index servers_client_idx on public.servers (client_id);
create index servers_project_idx on public.servers (project_id);

create table public.server_alerts (
  id uuid primary key default gen_random_uuid(),
  server_id uuid not null references public.servers (id) on delete cascade,
  type public.alert_type not null,
  message text not null,
  "timestamp" timestamptz not null default now(),
  resolved boolean not null default false,
  constraint server_alerts_message_check check (char_length(btrim(message)) between 1 and 500)
);
create index server_alerts_server_idx on public.server_alerts (server_id, "timestamp" desc);
create index server_alerts_timestamp_idx on public.server_alerts ("timestamp" desc);

create table public.server_services (
  id uuid primary key default gen_random_uuid(),
  server_id uuid not null references public.servers (id) on delete cascade,
  name text not null,
  type public.hosted_service_type not null,
  status public.hosted_service_status not null default 'running',
  port integer not null,
  version text not null,
  uptime numeric(6, 3) not null default 100,
  constraint server_services_port_key unique (server_id, port),
  constraint server_services_name_check check (char_length(btrim(name)) between 1 and 100),
  constraint server_services_port_check check (port between 1 and 65535),
  constraint server_services_version_check check (char_length(btrim(version)) between 1 and 40),
  constraint server_services_uptime_check check (uptime between 0 and 100)
);

-- Search: the dashboard's case-insensitive substring search (spec §9) is ILIKE '%term%'; trigram
-- indexes serve it on every searched column.

create index clients_search_name_idx on public.clients using gin (name extensions.gin_trgm_ops);
create index clients_search_company_idx on public.clients using gin (company extensions.gin_trgm_ops);
create index clients_search_email_idx on public.clients using gin (email extensions.gin_trgm_ops);
create index projects_search_name_idx on public.projects using gin (name extensions.gin_trgm_ops);
create index projects_search_description_idx on public.projects using gin (description extensions.gin_trgm_ops);
create index services_search_name_idx on public.services using gin (name extensions.gin_trgm_ops);
create index services_search_description_idx on public.services using gin (description extensions.gin_trgm_ops);
create index team_members_search_name_idx on public.team_members using gin (name extensions.gin_trgm_ops);
create index team_members_search_position_idx on public.team_members using gin (position extensions.gin_trgm_ops);
create index team_members_search_email_idx on public.team_members using gin (email extensions.gin_trgm_ops);
create index invoices_search_number_idx on public.invoices using gin (invoice_number extensions.gin_trgm_ops);
create index servers_search_name_idx on public.servers using gin (name extensions.gin_trgm_ops);
create index servers_search_domain_idx on public.servers using gin (domain extensions.gin_trgm_ops);

-- Triggers ----------------------------------------------------------------------------------------

create trigger clients_touch before update on public.clients
  for each row execute function public.touch_workspace_updated_at();
create trigger services_touch before update on public.services
  for each row execute function public.touch_workspace_updated_at();
create trigger team_members_touch before update on public.team_members
  for each row execute function public.touch_workspace_updated_at();
create trigger projects_touch before update on public.projects
  for each row execute function public.touch_workspace_updated_at();
create trigger invoices_touch before update on public.invoices
  for each row execute function public.touch_workspace_updated_at();
create trigger servers_touch before update on public.servers
  for each row execute function public.touch_workspace_updated_at();

create or replace function public.record_project_status()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.status is distinct from old.status then
    insert into public.project_status_history (project_id, from_status, to_status)
    values (new.id, case when tg_op = 'UPDATE' then old.status end, new.status);
  end if;
  return new;
end;
$$;

create trigger projects_status_history after insert or update of status on public.projects
  for each row execute function public.record_project_status();

-- Row level security: admins read and write, nobody else sees a row -------------------------------

do $$
declare
  t text;
begin
  foreach t in array array[
    'clients', 'services', 'team_members', 'team_achievements', 'team_certifications',
    'projects', 'project_assignments', 'project_status_history', 'project_milestones',
    'project_tasks', 'project_documents', 'project_notes', 'project_time_entries',
    'project_expenses', 'invoices', 'invoice_items', 'payments', 'expenses',
    'servers', 'server_alerts', 'server_services'
  ] loop
    execute format('alter table public.%I enable row level security', t);
    -- Staff work through the API as authenticated, which needs no more than row access.
    execute format('revoke all on table public.%I from anon', t);
    execute format('revoke truncate, references, trigger on table public.%I from authenticated', t);
    execute format(
      'create policy "Admins manage %s" on public.%I for all to authenticated '
      'using (public.has_role((select auth.uid()), ''admin'')) '
      'with check (public.has_role((select auth.uid()), ''admin''))',
      replace(t, '_', ' '), t
    );
  end loop;
end
$$;

-- Rows with their derived fields ------------------------------------------------------------------
-- Project states that count as "active" (work agreed and under way) everywhere below.

create view public.projects_overview with (security_invoker = true) as
select
  p.*,
  c.company as client_name,
  s.name as service_name,
  -- Spec §3 project.service_type: the category of the service sold.
  s.category as service_type,
  lead.name as team_lead,
  coalesce(team.names, '{}') as assigned_team,
  coalesce(team.ids, '{}') as assigned_team_ids,
  -- actual_cost = labour (hours logged x the member's hourly rate) + the project's expenses.
  coalesce(labour.cost, 0) + coalesce(spent.amount, 0) as actual_cost,
  coalesce(labour.hours, 0) as hours_logged,
  coalesce(labour.billable_hours, 0) as billable_hours
from public.projects p
join public.clients c on c.id = p.client_id
join public.services s on s.id = p.service_id
left join public.team_members lead on lead.id = p.team_lead_id
left join lateral (
  select array_agg(m.name order by m.name) as names, array_agg(m.id order by m.name) as ids
  from public.project_assignments a
  join public.team_members m on m.id = a.team_member_id
  where a.project_id = p.id
) team on true
left join lateral (
  select
    sum(round(t.hours * coalesce(m.hourly_rate, 0), 2)) as cost,
    sum(t.hours) as hours,
    sum(t.hours) filter (where t.billable) as billable_hours
  from public.project_time_entries t
  left join public.team_members m on m.id = t.team_member_id
  where t.project_id = p.id
) labour on true
left join lateral (
  select sum(e.amount) as amount from public.project_expenses e where e.project_id = p.id
) spent on true;

create view public.invoices_overview with (security_invoker = true) as
select
  i.*,
  c.company as client_name,
  p.name as project_name,
  coalesce(items.subtotal, 0) as subtotal,
  round(coalesce(items.subtotal, 0) * i.tax_rate / 100, 2) as tax_amount,
  coalesce(items.subtotal, 0) + round(coalesce(items.subtotal, 0) * i.tax_rate / 100, 2) as total,
  -- Spec §3 lists both amount and total: the amount due is the total.
  coalesce(items.subtotal, 0) + round(coalesce(items.subtotal, 0) * i.tax_rate / 100, 2) as amount,
  coalesce(items.item_count, 0) as item_count,
  -- Overdue: marked overdue, or sent and past its due date without being paid.
  (i.status = 'overdue' or (i.status = 'sent' and i.due_date < current_date)) as is_overdue
from public.invoices i
join public.clients c on c.id = i.client_id
left join public.projects p on p.id = i.project_id
left join lateral (
  select sum(li.total) as subtotal, count(*) as item_count
  from public.invoice_items li
  where li.invoice_id = i.id
) items on true;

create view public.payments_overview with (security_invoker = true) as
select pay.*, i.invoice_number, i.client_name
from public.payments pay
join public.invoices_overview i on i.id = pay.invoice_id;

create view public.expenses_overview with (security_invoker = true) as
select e.*, p.name as project_name, m.name as approved_by_name
from public.expenses e
left join public.projects p on p.id = e.project_id
left join public.team_members m on m.id = e.approved_by;

-- Per client: revenue is what the client has paid (paid invoices' totals); active projects are
-- approved or in progress; the average project value is the mean budget of the client's projects
-- that were not cancelled (null without any).
create view public.clients_overview with (security_invoker = true) as
select
  c.*,
  coalesce(rev.total, 0) as total_revenue,
  coalesce(proj.active, 0) as active_projects,
  coalesce(proj.completed, 0) as completed_projects,
  coalesce(proj.total, 0) as total_projects,
  proj.average_value as average_project_value
from public.clients c
left join lateral (
  select sum(i.total) as total from public.invoices_overview i where i.client_id = c.id and i.status = 'paid'
) rev on true
left join lateral (
  select
    count(*) filter (where p.status in ('approved', 'in-progress')) as active,
    count(*) filter (where p.status = 'completed') as completed,
    count(*) as total,
    round(avg(p.budget) filter (where p.status <> 'cancelled'), 2) as average_value
  from public.projects p
  where p.client_id = c.id
) proj on true;

-- Per service: projects sold, revenue paid on them, the clients' average rating of finished
-- projects (/5.0, 1 decimal) and the share of decided projects (completed or cancelled) that were
-- completed, in percent.
create view public.services_overview with (security_invoker = true) as
select
  s.*,
  coalesce(proj.total, 0) as total_projects,
  coalesce(rev.total, 0) as total_revenue,
  proj.average_rating,
  proj.completion_rate
from public.services s
left join lateral (
  select
    count(*) as total,
    round(avg(p.client_rating), 1) as average_rating,
    round(
      100.0 * count(*) filter (where p.status = 'completed')
        / nullif(count(*) filter (where p.status in ('completed', 'cancelled')), 0),
      1
    ) as completion_rate
  from public.projects p
  where p.service_id = s.id
) proj on true
left join lateral (
  select sum(i.total) as total
  from public.invoices_overview i
  join public.projects p on p.id = i.project_id
  where p.service_id = s.id and i.status = 'paid'
) rev on true;

-- Per member: projects led or assigned (all, completed, current = approved or in progress) and the
-- workload of spec §3: current_hours = hours logged over the last 7 days, max_hours = weekly
-- capacity, utilization_rate = current / max in percent, upcoming_deadlines = open tasks due in the
-- next 14 days, overdue_tasks = open tasks past their due date.
create view public.team_overview with (security_invoker = true) as
select
  m.*,
  coalesce(proj.total, 0) as projects_count,
  coalesce(proj.completed, 0) as completed_projects,
  coalesce(proj.current_names, '{}') as current_projects,
  coalesce(cert.names, '{}') as certifications,
  coalesce(logged.hours, 0) as current_hours,
  round(100.0 * coalesce(logged.hours, 0) / m.max_hours, 1) as utilization_rate,
  coalesce(work.upcoming, 0) as upcoming_deadlines,
  coalesce(work.overdue, 0) as overdue_tasks
from public.team_members m
left join lateral (
  select
    count(*) as total,
    count(*) filter (where p.status = 'completed') as completed,
    array_agg(p.name order by p.deadline) filter (where p.status in ('approved', 'in-progress')) as current_names
  from public.projects p
  where p.team_lead_id = m.id
    or exists (select 1 from public.project_assignments a where a.project_id = p.id and a.team_member_id = m.id)
) proj on true
left join lateral (
  select array_agg(tc.name order by tc.issued_date) as names
  from public.team_certifications tc
  where tc.team_member_id = m.id
) cert on true
left join lateral (
  select sum(t.hours) as hours
  from public.project_time_entries t
  where t.team_member_id = m.id and t.date > current_date - 7 and t.date <= current_date
) logged on true
left join lateral (
  select
    count(*) filter (where t.due_date between current_date and current_date + 14) as upcoming,
    count(*) filter (where t.due_date < current_date) as overdue
  from public.project_tasks t
  where t.assignee_id = m.id and t.status <> 'completed'
) work on true;

create view public.servers_overview with (security_invoker = true) as
select
  s.*,
  c.company as client_name,
  p.name as project_name,
  coalesce(a.active_alerts, 0) as active_alerts
from public.servers s
left join public.clients c on c.id = s.client_id
left join public.projects p on p.id = s.project_id
left join lateral (
  select count(*) as active_alerts from public.server_alerts sa where sa.server_id = s.id and not sa.resolved
) a on true;

-- Summary cards: one row each, and no row at all for anyone but an admin --------------------------

-- Clients' four cards: all clients, active clients, revenue paid by all of them, and the average
-- project value over every project not cancelled.
create view public.clients_summary with (security_invoker = true) as
select
  count(*) as total_clients,
  count(*) filter (where c.status = 'active') as active_clients,
  coalesce(sum(c.total_revenue), 0) as total_revenue,
  (select round(avg(p.budget), 2) from public.projects p where p.status <> 'cancelled') as average_project_value
from public.clients_overview c
having public.has_role((select auth.uid()), 'admin');

-- Total Projects counts every project whatever its state; the active ones are approved or in progress.
create view public.projects_summary with (security_invoker = true) as
select
  count(*) as total_projects,
  count(*) filter (where p.status in ('approved', 'in-progress')) as active_projects,
  count(*) filter (where p.status = 'completed') as completed_projects,
  coalesce(sum(p.budget) filter (where p.status <> 'cancelled'), 0) as total_budget
from public.projects p
having public.has_role((select auth.uid()), 'admin');

-- Total Revenue here is the revenue paid on projects of any service (the sum of the cards' figures);
-- Avg Rating is the mean of the services' own average ratings, to 1 decimal (spec §9).
create view public.services_summary with (security_invoker = true) as
select
  count(*) as total_services,
  count(*) filter (where s.status = 'active') as active_services,
  coalesce(sum(s.total_revenue), 0) as total_revenue,
  round(avg(s.average_rating), 1) as avg_rating
from public.services_overview s
having public.has_role((select auth.uid()), 'admin');

-- Total Projects counts each project the team leads or works on once, however many members share it.
create view public.team_summary with (security_invoker = true) as
select
  count(*) as total_team,
  count(*) filter (where m.status = 'active') as active_members,
  round(avg(m.performance_rating), 1) as avg_performance,
  (
    select count(*) from public.projects p
    where p.team_lead_id is not null
      or exists (select 1 from public.project_assignments a where a.project_id = p.id)
  ) as total_projects
from public.team_members m
having public.has_role((select auth.uid()), 'admin');

-- Finance (spec §3 "Financial summary"). The month is the last 30 days, today included:
--   total_revenue   = totals of paid invoices, all time
--   total_expenses  = approved expenses, all time
--   net_profit      = total_revenue - total_expenses; profit_margin = net_profit / total_revenue in %
--   outstanding     = totals of invoices sent or overdue (not yet paid); overdue_amount = the part of
--                     it that is overdue (marked overdue, or sent and past due)
--   monthly_revenue = paid invoices whose paid_date is in the month; monthly_expenses = approved
--                     expenses dated in the month
--   growth_rate     = monthly_revenue against the 30 days before, in % (null when those had none)
--   cash_flow       = completed payments received in the month - monthly_expenses
create view public.finance_summary with (security_invoker = true) as
with inv as (
  select
    coalesce(sum(total) filter (where status = 'paid'), 0) as total_revenue,
    coalesce(sum(total) filter (where status in ('sent', 'overdue')), 0) as outstanding_invoices,
    count(*) filter (where status in ('sent', 'overdue')) as outstanding_count,
    coalesce(sum(total) filter (where is_overdue), 0) as overdue_amount,
    count(*) filter (where is_overdue) as overdue_count,
    coalesce(sum(total) filter (where status = 'paid' and paid_date > current_date - 30), 0) as monthly_revenue,
    coalesce(
      sum(total) filter (where status = 'paid' and paid_date > current_date - 60 and paid_date <= current_date - 30),
      0
    ) as previous_revenue
  from public.invoices_overview
),
exp as (
  select
    coalesce(sum(amount) filter (where status = 'approved'), 0) as total_expenses,
    coalesce(sum(amount) filter (where status = 'approved' and date > current_date - 30), 0) as monthly_expenses
  from public.expenses
),
pay as (
  select coalesce(sum(amount), 0) as received
  from public.payments
  where status = 'completed' and payment_date > current_date - 30
)
select
  inv.total_revenue,
  exp.total_expenses,
  inv.total_revenue - exp.total_expenses as net_profit,
  round(100 * (inv.total_revenue - exp.total_expenses) / nullif(inv.total_revenue, 0), 1) as profit_margin,
  inv.outstanding_invoices,
  inv.outstanding_count,
  inv.overdue_amount,
  inv.overdue_count,
  inv.monthly_revenue,
  exp.monthly_expenses,
  round(100 * (inv.monthly_revenue - inv.previous_revenue) / nullif(inv.previous_revenue, 0), 1) as growth_rate,
  pay.received - exp.monthly_expenses as cash_flow
from inv, exp, pay
where public.has_role((select auth.uid()), 'admin');

-- Revenue (paid invoices by paid_date) and approved expenses per calendar month, the last 12 months
-- including this one, months without any included as zero: the finance analytics chart.
create view public.finance_monthly with (security_invoker = true) as
select
  m.month::date as month,
  coalesce((select sum(i.total) from public.invoices_overview i
    where i.status = 'paid' and date_trunc('month', i.paid_date) = m.month), 0) as revenue,
  coalesce((select sum(e.amount) from public.expenses e
    where e.status = 'approved' and date_trunc('month', e.date) = m.month), 0) as expenses
from generate_series(
  date_trunc('month', current_date) - interval '11 months',
  date_trunc('month', current_date),
  interval '1 month'
) as m(month)
where public.has_role((select auth.uid()), 'admin');

-- Hosting (spec §3 "Hosting summary"): average uptime to 2 decimals, security score the servers'
-- mean rounded to a whole score /100, bandwidth the mean usage in percent.
create view public.hosting_summary with (security_invoker = true) as
select
  count(*) as total_servers,
  count(*) filter (where s.status = 'online') as online_servers,
  count(distinct s.domain) as total_domains,
  count(*) filter (where s.ssl_status = 'active') as active_ssl_certificates,
  round(avg(s.bandwidth_usage), 1) as total_bandwidth_used,
  round(avg(s.uptime), 2) as average_uptime,
  coalesce(sum(s.monthly_cost), 0) as total_monthly_cost,
  round(avg(s.security_score))::integer as security_score
from public.servers s
having public.has_role((select auth.uid()), 'admin');

-- The overview's six stat cards: revenue (with growth), active projects, active clients, active
-- team members, leads in the last 30 days (evaluations and contact messages), and servers online.
create view public.overview_summary with (security_invoker = true) as
select
  f.total_revenue,
  f.growth_rate as revenue_growth,
  (select count(*) from public.projects p where p.status in ('approved', 'in-progress')) as active_projects,
  (select count(*) from public.clients c where c.status = 'active') as active_clients,
  (select count(*) from public.team_members m where m.status = 'active') as active_team_members,
  (select count(*) from public.project_evaluations e where e.created_at > now() - interval '30 days')
    + (select count(*) from public.contact_submissions c where c.created_at > now() - interval '30 days')
    as new_leads,
  h.online_servers,
  h.total_servers,
  h.average_uptime
from public.finance_summary f
cross join public.hosting_summary h;

-- Recent activity: new leads, project status changes, paid invoices and server alerts, newest first.
create view public.recent_activity with (security_invoker = true) as
select * from (
  select
    'lead'::text as kind,
    e.id,
    'New project evaluation'::text as title,
    e.name || coalesce(' · ' || e.service::text, '') as detail,
    e.created_at as occurred_at
  from public.project_evaluations e
  union all
  select 'lead', c.id, 'New contact message', c.first_name || ' ' || c.last_name || coalesce(' · ' || c.company, ''),
    c.created_at
  from public.contact_submissions c
  union all
  select 'status-change', h.id, 'Project status changed',
    p.name || ': ' || coalesce(h.from_status::text || ' → ', '') || h.to_status::text, h.changed_at
  from public.project_status_history h
  join public.projects p on p.id = h.project_id
  where h.from_status is not null
  union all
  select 'invoice-paid', i.id, 'Invoice paid', i.invoice_number || ' · ' || c.company, i.paid_date::timestamptz
  from public.invoices i
  join public.clients c on c.id = i.client_id
  where i.status = 'paid'
  union all
  select 'alert', a.id, 'Server ' || a.type::text, s.name || ': ' || a.message, a."timestamp"
  from public.server_alerts a
  join public.servers s on s.id = a.server_id
) events
where public.has_role((select auth.uid()), 'admin');

-- Writing an invoice with its line items in one transaction -------------------------------------

-- Creates an invoice and its items atomically and numbers it INV-YYYY-NNN (next number of its issue
-- year). Runs as the caller, so RLS decides; returns the new invoice's id.
create or replace function public.create_invoice(invoice jsonb, items jsonb)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  issued date := coalesce((invoice ->> 'issue_date')::date, current_date);
  next_number integer;
  new_id uuid;
begin
  if not public.has_role((select auth.uid()), 'admin') then
    raise exception 'Only admins can create invoices' using errcode = '42501';
  end if;
  if jsonb_typeof(items) <> 'array' or jsonb_array_length(items) = 0 then
    raise exception 'An invoice needs at least one line item' using errcode = '23514';
  end if;
  perform pg_advisory_xact_lock(hashtext('public.invoices.invoice_number'));
  select coalesce(max(substr(invoice_number, 10, 3)::integer), 0) + 1 into next_number
  from public.invoices
  where invoice_number like 'INV-' || extract(year from issued)::integer || '-%';

  insert into public.invoices (
    invoice_number, client_id, project_id, status, issue_date, due_date, description, payment_method, notes
  ) values (
    'INV-' || extract(year from issued)::integer || '-' || lpad(next_number::text, 3, '0'),
    (invoice ->> 'client_id')::uuid,
    nullif(invoice ->> 'project_id', '')::uuid,
    coalesce((invoice ->> 'status')::public.invoice_status, 'draft'),
    issued,
    (invoice ->> 'due_date')::date,
    nullif(invoice ->> 'description', ''),
    nullif(invoice ->> 'payment_method', '')::public.payment_method,
    nullif(invoice ->> 'notes', '')
  )
  returning id into new_id;
  -- Without a rate of its own the invoice keeps the column's default (the one place it is written).
  if invoice ->> 'tax_rate' is not null then
    update public.invoices set tax_rate = (invoice ->> 'tax_rate')::numeric where id = new_id;
  end if;

  insert into public.invoice_items (invoice_id, position, description, quantity, unit_price)
  select new_id, item.ordinality - 1, item.value ->> 'description', (item.value ->> 'quantity')::numeric,
    (item.value ->> 'unit_price')::numeric
  from jsonb_array_elements(items) with ordinality as item;

  return new_id;
end;
$$;

-- Views and functions: nothing for anon; authenticated callers get rows only as admins.
do $$
declare
  v text;
begin
  foreach v in array array[
    'projects_overview', 'invoices_overview', 'payments_overview', 'expenses_overview',
    'clients_overview', 'services_overview', 'team_overview', 'servers_overview',
    'clients_summary', 'projects_summary', 'services_summary', 'team_summary', 'finance_summary',
    'finance_monthly', 'hosting_summary', 'overview_summary', 'recent_activity'
  ] loop
    execute format('revoke all on table public.%I from anon, authenticated', v);
    execute format('grant select on table public.%I to authenticated', v);
  end loop;
end
$$;

revoke execute on function public.create_invoice(jsonb, jsonb) from public, anon;
grant execute on function public.create_invoice(jsonb, jsonb) to authenticated;
revoke execute on function public.touch_workspace_updated_at() from public, anon, authenticated;
revoke execute on function public.record_project_status() from public, anon, authenticated;
