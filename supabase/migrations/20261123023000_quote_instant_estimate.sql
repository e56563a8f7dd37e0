-- The quote wizard shows an instant estimate on its last step. The server recomputes it from the
-- answers and the published pricing model and stores it with the request, so staff see the range and
-- note the visitor saw. Grants stay as they were: visitors' roles still write nothing, staff may still
-- update only status and notes; the estimate is written once, by the server, with the lead.

alter table public.project_evaluations
  add column estimate_low integer,
  add column estimate_high integer,
  add column estimate_note text,
  add constraint project_evaluations_estimate_check check (
    -- All three or none; spelled out with "is not null", since a null comparison would pass a check.
    (estimate_low is null and estimate_high is null and estimate_note is null)
    or (
      estimate_low is not null and estimate_high is not null and estimate_note is not null
      and estimate_low >= 0 and estimate_high >= estimate_low
    )
  ),
  add constraint project_evaluations_estimate_note_check
    check (estimate_note is null or char_length(estimate_note) <= 500);

-- The inbox view lists the estimate with the other fields of a lead; the view is rebuilt (a column
-- cannot be inserted before search_text in place) and given back exactly its grants.
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
  e.estimate_note
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
  n.is_active,
  null,
  null,
  null
from public.newsletter_subscriptions n
) as leads;

revoke all on public.lead_inbox from anon, authenticated;
grant select on public.lead_inbox to authenticated;
