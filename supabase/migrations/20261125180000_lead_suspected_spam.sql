-- A lead sent past the per-e-mail limit is kept, marked as suspected spam, instead of being refused:
-- anyone can type someone else's e-mail, so refusing would let a stranger silence its owner. The server
-- (service role) marks it; no staff notice goes out for it, and the inbox has a filter that shows it.

alter table public.project_evaluations add column suspected_spam boolean not null default false;
alter table public.contact_submissions add column suspected_spam boolean not null default false;
alter table public.newsletter_subscriptions add column suspected_spam boolean not null default false;

create or replace function public.enqueue_lead_notice()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.suspected_spam then
    return null;
  end if;
  insert into public.lead_notices (lead_table, lead_id) values (tg_table_name, new.id);
  return null;
end;
$$;

revoke execute on function public.enqueue_lead_notice() from public, anon, authenticated;

-- The inbox view gains the mark (rebuilt, since a column cannot be inserted before search_text in place)
-- and gets back exactly its grants.
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
  e.suspected_spam
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
  c.suspected_spam
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
  n.suspected_spam
from public.newsletter_subscriptions n
) as leads;

revoke all on public.lead_inbox from anon, authenticated;
grant select on public.lead_inbox to authenticated;
