-- Staff work leads from the /admin inbox: a status workflow per lead kind, staff notes, newsletter
-- deactivation, and a history of every change with who made it and when. Staff write through their
-- own session: admins (RLS) may update only the workflow columns (column grants below).

-- Contact messages get a workflow of their own; the project statuses (quoted, approved, ...) describe
-- a project, not a conversation. Existing rows map onto the nearest step.
create type public.contact_status as enum ('new', 'in-progress', 'replied', 'closed');

-- A policy that mentions the column blocks the type change: lift it for the change and put it back
-- exactly as it was, if an earlier migration has not already removed it.
do $$
declare
  insert_policy boolean := exists (
    select 1 from pg_policies
    where schemaname = 'public' and tablename = 'contact_submissions'
      and policyname = 'Visitors can send contact messages'
  );
begin
  if insert_policy then
    drop policy "Visitors can send contact messages" on public.contact_submissions;
  end if;
  alter table public.contact_submissions alter column status drop default;
  alter table public.contact_submissions
    alter column status type public.contact_status
    using (
      case status::text
        when 'new' then 'new'
        when 'completed' then 'closed'
        when 'cancelled' then 'closed'
        else 'in-progress'
      end
    )::public.contact_status;
  alter table public.contact_submissions alter column status set default 'new';
  if insert_policy then
    create policy "Visitors can send contact messages"
      on public.contact_submissions for insert to anon, authenticated
      with check (status = 'new' and notes is null);
  end if;
end;
$$;

-- History ---------------------------------------------------------------------------------------

create table public.lead_events (
  id bigint generated always as identity primary key,
  lead_table text not null,
  lead_id uuid not null,
  field text not null,
  old_value text,
  new_value text,
  changed_by uuid references auth.users (id) on delete set null,
  -- Kept as it was at the time: the history stays readable after the account is gone.
  changed_by_email text,
  changed_at timestamptz not null default now(),
  constraint lead_events_lead_table_check
    check (lead_table in ('project_evaluations', 'contact_submissions', 'newsletter_subscriptions')),
  constraint lead_events_field_check check (field in ('status', 'notes', 'is_active'))
);

create index lead_events_lead_id_idx on public.lead_events (lead_id, changed_at desc);

-- One row per changed workflow column (the trigger's arguments name them). Security definer so that
-- it can write the history and read the actor's e-mail, neither of which staff may do directly.
create or replace function public.record_lead_changes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := auth.uid();
  actor_email text;
  before_row jsonb := to_jsonb(old);
  after_row jsonb := to_jsonb(new);
  column_name text;
begin
  select email into actor_email from auth.users where id = actor;
  foreach column_name in array tg_argv loop
    if before_row -> column_name is distinct from after_row -> column_name then
      insert into public.lead_events
        (lead_table, lead_id, field, old_value, new_value, changed_by, changed_by_email, changed_at)
      values
        (tg_table_name, new.id, column_name, before_row ->> column_name, after_row ->> column_name,
         actor, actor_email, now());
    end if;
  end loop;
  return null;
end;
$$;

revoke execute on function public.record_lead_changes() from public, anon, authenticated;

create trigger project_evaluations_history
  after update of status, notes on public.project_evaluations
  for each row execute function public.record_lead_changes('status', 'notes');

create trigger contact_submissions_history
  after update of status, notes on public.contact_submissions
  for each row execute function public.record_lead_changes('status', 'notes');

create trigger newsletter_subscriptions_history
  after update of is_active on public.newsletter_subscriptions
  for each row execute function public.record_lead_changes('is_active');

alter table public.lead_events enable row level security;

create policy "Admins can read lead history"
  on public.lead_events for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

revoke all on public.lead_events from anon, authenticated;
grant select on public.lead_events to authenticated;

-- Staff writes: only the workflow columns, and only for admins (the update policies of the first
-- migration). Everything a visitor sent stays as they sent it.
revoke update on public.project_evaluations, public.contact_submissions, public.newsletter_subscriptions
  from anon, authenticated;
grant update (status, notes) on public.project_evaluations, public.contact_submissions to authenticated;
grant update (is_active) on public.newsletter_subscriptions to authenticated;

-- The inbox ------------------------------------------------------------------------------------

-- All four kinds in one newest-first list. security_invoker: the caller's RLS applies, so only
-- admins see rows. A quote request fills project_description (the home evaluation form never does);
-- its company has a column of its own (the intake migration moved it out of notes, which are staff's).
create view public.lead_inbox
with (security_invoker = true)
as
select
  leads.*,
  -- What the inbox search box looks through; the separator keeps a match from spanning two fields.
  concat_ws(chr(31), leads.name, leads.email, leads.company, leads.body) as search_text
from (
select
  case when e.project_description is null then 'evaluation' else 'quote' end as kind,
  e.id,
  e.created_at,
  e.name,
  e.email,
  e.phone,
  e.company,
  e.service::text as service,
  e.estimated_budget::text as estimated_budget,
  e.timeline,
  e.project_description as body,
  e.status::text as status,
  e.notes,
  null::boolean as is_active
from public.project_evaluations e
union all
select
  'contact',
  c.id,
  c.created_at,
  c.first_name || ' ' || c.last_name,
  c.email,
  null,
  c.company,
  null,
  null,
  null,
  c.message,
  c.status::text,
  c.notes,
  null
from public.contact_submissions c
union all
select
  'newsletter',
  n.id,
  n.subscribed_at,
  null,
  n.email,
  null,
  null,
  null,
  null,
  null,
  null,
  case when n.is_active then 'active' else 'inactive' end,
  null,
  n.is_active
from public.newsletter_subscriptions n
) as leads;

revoke all on public.lead_inbox from anon, authenticated;
grant select on public.lead_inbox to authenticated;
