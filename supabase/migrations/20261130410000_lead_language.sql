-- A lead records the language its visitor wrote in: 'en' (the site at today's addresses) or 'es' (the
-- Spanish site under /es). Staff see it in the inbox and answer in it; the visitor's confirmation e-mail
-- is written in it. Leads come in only through public.submit_lead (the server's credential), which
-- stores whichever columns the lead names, so a lead sent before this column existed, or by a form that
-- does not name it, is English. Staff cannot change it: no update grant names the column.
--
-- Redefines: public.lead_inbox (the view, from 20261130100000_subscriber_versions.sql, with `locale`
-- added as its last column; dropped and created again because a view's columns cannot move, so its
-- grants are given again).

alter table public.project_evaluations
  add column locale text not null default 'en',
  add constraint project_evaluations_locale_check check (locale in ('en', 'es'));
alter table public.contact_submissions
  add column locale text not null default 'en',
  add constraint contact_submissions_locale_check check (locale in ('en', 'es'));
alter table public.newsletter_subscriptions
  add column locale text not null default 'en',
  add constraint newsletter_subscriptions_locale_check check (locale in ('en', 'es'));

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
  e.version,
  e.locale
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
  c.version,
  c.locale
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
  n.version,
  n.locale
from public.newsletter_subscriptions n
) as leads;

revoke all on public.lead_inbox from anon, authenticated;
grant select on public.lead_inbox to authenticated;
