-- Services, team members, servers and leads carry a row version too. Two staff members editing the
-- same service, team member or server, or working the same lead in the inbox (its status, assignment,
-- follow-up day and notes), both saved "successfully" and the second save silently replaced the first.
-- Each row now works as projects and clients do (20261129020000, 20261129100000): an edit says which
-- version it was opened from (claim_row_version refuses an older one with PT409, naming who saved
-- since and when), an update that changes anything staff edit without naming a version is refused
-- with PT428, whoever sends it, and every change records its author and time.
--
-- What the database derives is not an edit. For services, team members and servers that is nothing
-- stored in their rows (their figures are the views' sums of projects, hours and alerts). For a lead it
-- is what the lead became: the client and project links the conversions set. The conversions lock the
-- lead and are the database's own moves, so they run as the tables' owner (security definer) like
-- archiving; the links are theirs alone (the column grants on them are taken back).
--
-- Redefines: public.lead_inbox (the view, from 20261126014000_lead_crm.sql as re-created by
-- 20261129070000_lead_service_is_content.sql, with `version` added). Alters to security definer:
-- public.convert_lead_to_client(uuid, jsonb), public.create_project_from_quote(uuid, jsonb, uuid[]).

-- Services, team members, servers ---------------------------------------------------------------------

alter table public.services
  add column version integer not null default 1,
  add column updated_by uuid references auth.users (id) on delete set null;
alter table public.team_members
  add column version integer not null default 1,
  add column updated_by uuid references auth.users (id) on delete set null;
alter table public.servers
  add column version integer not null default 1,
  add column updated_by uuid references auth.users (id) on delete set null;

create trigger services_author before insert on public.services
  for each row execute function public.stamp_row_author();
create trigger team_members_author before insert on public.team_members
  for each row execute function public.stamp_row_author();
create trigger servers_author before insert on public.servers
  for each row execute function public.stamp_row_author();

-- *_claim, *_touch, *_version: triggers fire in name order, so the version stamp has the last word on
-- updated_at.
create trigger services_claim before update of version on public.services
  for each row execute function public.claim_row_version('service');
create trigger services_version before update on public.services
  for each row execute function public.stamp_row_version('service');
create trigger team_members_claim before update of version on public.team_members
  for each row execute function public.claim_row_version('team member');
create trigger team_members_version before update on public.team_members
  for each row execute function public.stamp_row_version('team member');
create trigger servers_claim before update of version on public.servers
  for each row execute function public.claim_row_version('server');
create trigger servers_version before update on public.servers
  for each row execute function public.stamp_row_version('server');

-- Leads (quote requests, evaluations, contact messages) ------------------------------------------------

alter table public.project_evaluations
  add column version integer not null default 1,
  add column updated_by uuid references auth.users (id) on delete set null,
  add column updated_at timestamptz;
alter table public.contact_submissions
  add column version integer not null default 1,
  add column updated_by uuid references auth.users (id) on delete set null,
  add column updated_at timestamptz;
-- A lead nobody has worked yet was last changed when it came in.
update public.project_evaluations set updated_at = created_at;
update public.contact_submissions set updated_at = created_at;
alter table public.project_evaluations
  alter column updated_at set default now(),
  alter column updated_at set not null;
alter table public.contact_submissions
  alter column updated_at set default now(),
  alter column updated_at set not null;

-- A visitor's insert carries no author (auth.uid() is null) and starts at version 1.
create trigger project_evaluations_author before insert on public.project_evaluations
  for each row execute function public.stamp_row_author();
create trigger contact_submissions_author before insert on public.contact_submissions
  for each row execute function public.stamp_row_author();

create trigger project_evaluations_claim before update of version on public.project_evaluations
  for each row execute function public.claim_row_version('lead');
create trigger project_evaluations_version before update on public.project_evaluations
  for each row execute function public.stamp_row_version('lead', 'client_id', 'project_id');
create trigger contact_submissions_claim before update of version on public.contact_submissions
  for each row execute function public.claim_row_version('lead');
create trigger contact_submissions_version before update on public.contact_submissions
  for each row execute function public.stamp_row_version('lead', 'client_id');

-- Staff claim a version with their workflow edit; the links are the conversions' alone.
grant update (version) on public.project_evaluations, public.contact_submissions to authenticated;
revoke update (client_id, project_id) on public.project_evaluations from authenticated;
revoke update (client_id) on public.contact_submissions from authenticated;

-- The conversions check the caller is an admin first and lock the lead: the database's own moves.
alter function public.convert_lead_to_client(uuid, jsonb) security definer;
alter function public.create_project_from_quote(uuid, jsonb, uuid[]) security definer;

-- The inbox gains each lead's version (rebuilt: it comes before search_text), with its grants as they were.
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
  e.service,
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
  e.follow_up_on,
  e.version
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
  c.follow_up_on,
  c.version
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
  null::date,
  null::integer
from public.newsletter_subscriptions n
) as leads;

revoke all on public.lead_inbox from anon, authenticated;
grant select on public.lead_inbox to authenticated;
