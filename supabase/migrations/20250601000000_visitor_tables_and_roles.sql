-- Visitor submissions (evaluations, contact messages, newsletter), profiles and roles.
-- Written to apply unchanged to a hosted Supabase project: it relies only on what hosted
-- Supabase provides (auth.users, auth.uid(), the anon/authenticated/service_role roles and the
-- default privileges on schema public). Length limits mirror supabase/limits.ts.

create type public.service_type as enum (
  'web-development',
  'mobile-applications',
  'web-applications',
  'cloud-solutions',
  'seo-insights',
  'brand-identity',
  'digital-campaigns',
  'experience-optimization'
);

create type public.project_status as enum (
  'new',
  'in-review',
  'quoted',
  'approved',
  'in-progress',
  'completed',
  'cancelled'
);

create type public.budget_range as enum ('under-10k', '10k-25k', '25k-50k', '50k-100k', 'over-100k');

create type public.app_role as enum ('admin', 'client', 'lead');

-- project_evaluations ---------------------------------------------------------------------------

create table public.project_evaluations (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  phone text,
  service public.service_type,
  estimated_budget public.budget_range,
  timeline text,
  project_description text,
  notes text,
  status public.project_status not null default 'new',
  created_at timestamptz not null default now(),
  constraint project_evaluations_name_check check (char_length(btrim(name)) between 1 and 100),
  constraint project_evaluations_email_check
    check (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  constraint project_evaluations_phone_check
    check (phone is null or (char_length(phone) <= 40 and phone ~ '[0-9]')),
  constraint project_evaluations_timeline_check
    check (timeline is null or char_length(btrim(timeline)) between 1 and 40),
  constraint project_evaluations_project_description_check
    check (project_description is null or char_length(project_description) <= 10000),
  constraint project_evaluations_notes_check check (notes is null or char_length(notes) <= 2000)
);

create index project_evaluations_created_at_idx on public.project_evaluations (created_at desc);

-- contact_submissions ---------------------------------------------------------------------------

create table public.contact_submissions (
  id uuid primary key default gen_random_uuid(),
  first_name text not null,
  last_name text not null,
  email text not null,
  company text,
  message text not null,
  status public.project_status not null default 'new',
  notes text,
  created_at timestamptz not null default now(),
  constraint contact_submissions_first_name_check check (char_length(btrim(first_name)) between 1 and 80),
  constraint contact_submissions_last_name_check check (char_length(btrim(last_name)) between 1 and 80),
  constraint contact_submissions_email_check
    check (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  constraint contact_submissions_company_check check (company is null or char_length(company) <= 120),
  constraint contact_submissions_message_check check (char_length(btrim(message)) between 1 and 5000),
  constraint contact_submissions_notes_check check (notes is null or char_length(notes) <= 2000)
);

create index contact_submissions_created_at_idx on public.contact_submissions (created_at desc);

-- newsletter_subscriptions ----------------------------------------------------------------------

create table public.newsletter_subscriptions (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  subscribed_at timestamptz not null default now(),
  is_active boolean not null default true,
  constraint newsletter_subscriptions_email_check
    check (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$')
);

-- 'A@x.com' after 'a@x.com' is a duplicate: the insert fails with unique_violation (23505).
create unique index newsletter_subscriptions_email_key on public.newsletter_subscriptions (lower(email));
create index newsletter_subscriptions_subscribed_at_idx on public.newsletter_subscriptions (subscribed_at desc);

-- profiles and roles ----------------------------------------------------------------------------

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  first_name text,
  last_name text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint profiles_first_name_check check (first_name is null or char_length(first_name) <= 80),
  constraint profiles_last_name_check check (last_name is null or char_length(last_name) <= 80)
);

create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role public.app_role not null,
  created_at timestamptz not null default now(),
  constraint user_roles_user_id_role_key unique (user_id, role)
);

-- Security definer so that policies can ask "is this user an admin?" without the caller being
-- able to read user_roles itself; the empty search_path stops a caller's objects from shadowing ours.
create or replace function public.has_role(_user_id uuid, _role public.app_role)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles where user_id = _user_id and role = _role
  );
$$;

-- Every new account gets a profile from its sign-up metadata and the 'client' role. Names are
-- trimmed and cut to the column limit so odd metadata can never make a sign-up fail.
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, first_name, last_name)
  values (
    new.id,
    nullif(left(btrim(coalesce(new.raw_user_meta_data ->> 'first_name', '')), 80), ''),
    nullif(left(btrim(coalesce(new.raw_user_meta_data ->> 'last_name', '')), 80), '')
  )
  on conflict (id) do nothing;

  insert into public.user_roles (user_id, role)
  values (new.id, 'client')
  on conflict (user_id, role) do nothing;

  return new;
end;
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

-- Row level security ----------------------------------------------------------------------------

alter table public.project_evaluations enable row level security;
alter table public.contact_submissions enable row level security;
alter table public.newsletter_subscriptions enable row level security;
alter table public.profiles enable row level security;
alter table public.user_roles enable row level security;

-- Visitors (signed in or not) may only add new leads; status and staff notes are not theirs to set.
create policy "Visitors can submit project evaluations"
  on public.project_evaluations for insert to anon, authenticated
  with check (status = 'new');

create policy "Admins can read project evaluations"
  on public.project_evaluations for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

create policy "Admins can update project evaluations"
  on public.project_evaluations for update to authenticated
  using (public.has_role((select auth.uid()), 'admin'))
  with check (public.has_role((select auth.uid()), 'admin'));

create policy "Visitors can send contact messages"
  on public.contact_submissions for insert to anon, authenticated
  with check (status = 'new' and notes is null);

create policy "Admins can read contact submissions"
  on public.contact_submissions for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

create policy "Admins can update contact submissions"
  on public.contact_submissions for update to authenticated
  using (public.has_role((select auth.uid()), 'admin'))
  with check (public.has_role((select auth.uid()), 'admin'));

create policy "Visitors can subscribe to the newsletter"
  on public.newsletter_subscriptions for insert to anon, authenticated
  with check (is_active);

create policy "Admins can read newsletter subscriptions"
  on public.newsletter_subscriptions for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

create policy "Admins can update newsletter subscriptions"
  on public.newsletter_subscriptions for update to authenticated
  using (public.has_role((select auth.uid()), 'admin'))
  with check (public.has_role((select auth.uid()), 'admin'));

create policy "Users can read their own profile"
  on public.profiles for select to authenticated
  using (id = (select auth.uid()));

create policy "Users can read their own roles"
  on public.user_roles for select to authenticated
  using (user_id = (select auth.uid()));
