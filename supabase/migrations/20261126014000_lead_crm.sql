-- The inbox as a CRM: a log of notes (each with its author and time), a staff member a lead is
-- assigned to, and the day to follow it up on, which the inbox filters for follow-ups gone past.
-- Assignment and follow-up changes join the lead's history.

-- Notes log ---------------------------------------------------------------------------------------

create table public.lead_notes (
  id uuid primary key default gen_random_uuid(),
  lead_id uuid not null,
  author_id uuid references auth.users (id) on delete set null,
  -- Kept as it was at the time: the log stays readable after the account is gone.
  author_email text,
  body text not null,
  created_at timestamptz not null default now(),
  constraint lead_notes_body_check check (char_length(btrim(body)) between 1 and 2000)
);
create index lead_notes_lead_idx on public.lead_notes (lead_id, created_at desc);

alter table public.lead_notes enable row level security;
create policy "Admins read lead notes" on public.lead_notes for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));
create policy "Admins add lead notes" on public.lead_notes for insert to authenticated
  with check (public.has_role((select auth.uid()), 'admin'));
revoke all on public.lead_notes from anon, authenticated;
grant select on public.lead_notes to authenticated;
grant insert (lead_id, body) on public.lead_notes to authenticated;

-- The author and time are the database's: security definer to read the author's e-mail.
create or replace function public.stamp_lead_note()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.author_id := auth.uid();
  select email into new.author_email from auth.users where id = new.author_id;
  new.created_at := now();
  if not exists (select 1 from public.project_evaluations where id = new.lead_id)
    and not exists (select 1 from public.contact_submissions where id = new.lead_id) then
    raise exception 'This lead no longer exists.' using errcode = 'P0001';
  end if;
  return new;
end;
$$;
revoke execute on function public.stamp_lead_note() from public, anon, authenticated;
create trigger lead_notes_stamp before insert on public.lead_notes
  for each row execute function public.stamp_lead_note();

-- Assignment and follow-up -------------------------------------------------------------------------

alter table public.project_evaluations
  add column assigned_to uuid references public.team_members (id) on delete set null,
  add column follow_up_on date;
alter table public.contact_submissions
  add column assigned_to uuid references public.team_members (id) on delete set null,
  add column follow_up_on date;
create index project_evaluations_follow_up_idx on public.project_evaluations (follow_up_on)
  where follow_up_on is not null;
create index contact_submissions_follow_up_idx on public.contact_submissions (follow_up_on)
  where follow_up_on is not null;
grant update (assigned_to, follow_up_on) on public.project_evaluations, public.contact_submissions
  to authenticated;

alter table public.lead_events drop constraint lead_events_field_check;
alter table public.lead_events add constraint lead_events_field_check
  check (field in ('status', 'notes', 'is_active', 'assigned_to', 'follow_up_on'));

drop trigger project_evaluations_history on public.project_evaluations;
create trigger project_evaluations_history
  after update of status, notes, assigned_to, follow_up_on on public.project_evaluations
  for each row execute function public.record_lead_changes('status', 'notes', 'assigned_to', 'follow_up_on');
drop trigger contact_submissions_history on public.contact_submissions;
create trigger contact_submissions_history
  after update of status, notes, assigned_to, follow_up_on on public.contact_submissions
  for each row execute function public.record_lead_changes('status', 'notes', 'assigned_to', 'follow_up_on');

-- The inbox view gains both columns (rebuilt: they come before search_text) and gets back its grants.
drop view public.lead_inbox;

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
  null::boolean as is_active,
  e.estimate_low,
  e.estimate_high,
  e.estimate_note,
  e.suspected_spam,
  e.assigned_to,
  e.follow_up_on
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
  null,
  null,
  null,
  null,
  c.suspected_spam,
  c.assigned_to,
  c.follow_up_on
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
  n.is_active,
  null,
  null,
  null,
  n.suspected_spam,
  null::uuid,
  null::date
from public.newsletter_subscriptions n
) as leads;

revoke all on public.lead_inbox from anon, authenticated;
grant select on public.lead_inbox to authenticated;
