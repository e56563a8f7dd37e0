-- Newsletter subscribers carry a row version too. Deactivate and Reactivate in the inbox stored the
-- opposite of what the button showed: two staff members with the same subscriber open, Ann deactivates,
-- Bob (still shown "active") presses Deactivate too and is told it worked, or presses Reactivate on a
-- page that was reloaded before Ann's change and silently undoes it. The subscription now works as the
-- other leads do (20261130000000): the change says which version it was opened from (claim_row_version
-- refuses an older one with PT409, naming who saved since and when), an update that changes
-- `is_active` without naming a version is refused with PT428, whoever sends it, and every change
-- records its author and time.
--
-- Redefines: public.lead_inbox (the view, from 20261130000000_more_edits_carry_versions.sql, with the
-- subscriber's `version` in place of null; same columns, so its grants stay).

alter table public.newsletter_subscriptions
  add column version integer not null default 1,
  add column updated_by uuid references auth.users (id) on delete set null,
  add column updated_at timestamptz;
-- A subscription nobody has changed was last changed when it came in.
update public.newsletter_subscriptions set updated_at = subscribed_at;
alter table public.newsletter_subscriptions
  alter column updated_at set default now(),
  alter column updated_at set not null;

-- A visitor's subscription carries no author (auth.uid() is null) and starts at version 1.
create trigger newsletter_subscriptions_author before insert on public.newsletter_subscriptions
  for each row execute function public.stamp_row_author();

-- *_claim before *_version: triggers fire in name order.
create trigger newsletter_subscriptions_claim before update of version on public.newsletter_subscriptions
  for each row execute function public.claim_row_version('subscriber');
create trigger newsletter_subscriptions_version before update on public.newsletter_subscriptions
  for each row execute function public.stamp_row_version('subscriber');

-- Staff claim a version with the change of `is_active` (the only column they may change).
grant update (version) on public.newsletter_subscriptions to authenticated;

create or replace view public.lead_inbox
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
  n.version
from public.newsletter_subscriptions n
) as leads;
