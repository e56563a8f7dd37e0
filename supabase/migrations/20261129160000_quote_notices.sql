-- Quote notices through the notice outbox.
--
-- A sent quote is mailed to the client's portal members, and the client's answer (accepted or declined)
-- to staff, through the same retried outbox as project messages: the notice is queued with the change, in
-- its transaction, and the notice worker mails it after the response, with the same backoff and attempts.
-- A quote has two notices, so each has its own kind: 'quotes' (sent, to the client) and 'quote_decisions'
-- (the answer, to staff); both name the quote by its id. A withdrawn quote tells nobody: staff withdrew it.
--
-- Redefined here: the lead_notices lead_table check (adds 'quotes', 'quote_decisions') and
-- claim_lead_notices (from 20261129120000_quotes_online.sql; returns a quote with its figures).

alter table public.lead_notices drop constraint lead_notices_lead_table_check;
alter table public.lead_notices add constraint lead_notices_lead_table_check
  check (lead_table in (
    'project_evaluations', 'contact_submissions', 'newsletter_subscriptions', 'project_messages',
    'quotes', 'quote_decisions'
  ));

create or replace function public.enqueue_quote_notice()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if new.status = 'sent' then
      insert into public.lead_notices (lead_table, lead_id) values ('quotes', new.id);
    end if;
  elsif old.status = 'sent' and new.status in ('accepted', 'declined') then
    insert into public.lead_notices (lead_table, lead_id) values ('quote_decisions', new.id);
  end if;
  return null;
end;
$$;
revoke execute on function public.enqueue_quote_notice() from public, anon, authenticated;

create trigger quotes_notice after insert or update of status on public.quotes
  for each row execute function public.enqueue_quote_notice();

-- A quote as its notices tell it: the figures the client sees, its project and client, the draft an
-- acceptance made, and the addresses of the client's live members when the notice goes out (an access
-- revoked meanwhile gets nothing).
create or replace function public.quote_notice(p_quote_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', o.id,
    'quote_number', o.quote_number,
    'title', o.title,
    'status', o.status,
    'total', o.total,
    'valid_until', o.valid_until,
    'project_id', o.project_id,
    'project_name', o.project_name,
    'client_name', c.company,
    'decided_by_email', o.decided_by_email,
    'decision_reason', o.decision_reason,
    'invoice_number', (select i.invoice_number from public.invoices i where i.id = o.invoice_id),
    'client_emails', coalesce((
      select jsonb_agg(pm.email order by pm.email) from public.portal_members pm
      where pm.client_id = o.client_id and pm.revoked_at is null
    ), '[]'::jsonb)
  )
  from public.quotes_overview o
  join public.clients c on c.id = o.client_id
  where o.id = p_quote_id
$$;
revoke execute on function public.quote_notice(uuid) from public, anon, authenticated;
grant execute on function public.quote_notice(uuid) to service_role;

-- As before, and a quote's two notices come with the quote as quote_notice tells it.
create or replace function public.claim_lead_notices(batch integer, lease_seconds integer)
returns table (id uuid, lead_table text, lead jsonb, attempts integer)
language sql
volatile
set search_path = ''
as $$
  with due as (
    select n.id
    from public.lead_notices n
    where n.status in ('pending', 'sending') and n.next_attempt_at <= now()
    order by n.next_attempt_at
    limit batch
    for update skip locked
  ),
  claimed as (
    update public.lead_notices n
    set status = 'sending',
      attempts = n.attempts + 1,
      next_attempt_at = now() + make_interval(secs => lease_seconds)
    from due
    where n.id = due.id
    returning n.id, n.lead_table, n.lead_id, n.attempts
  )
  select
    c.id,
    c.lead_table,
    case c.lead_table
      when 'project_evaluations' then (select to_jsonb(e) from public.project_evaluations e where e.id = c.lead_id)
      when 'contact_submissions' then (select to_jsonb(s) from public.contact_submissions s where s.id = c.lead_id)
      when 'project_messages' then (
        select to_jsonb(m) || jsonb_build_object(
          'project_name', p.name,
          'client_emails', coalesce((
            select jsonb_agg(pm.email order by pm.email) from public.portal_members pm
            where pm.client_id = p.client_id and pm.revoked_at is null
          ), '[]'::jsonb)
        )
        from public.project_messages m join public.projects p on p.id = m.project_id
        where m.id = c.lead_id
      )
      when 'quotes' then public.quote_notice(c.lead_id)
      when 'quote_decisions' then public.quote_notice(c.lead_id)
      else (select to_jsonb(s) from public.newsletter_subscriptions s where s.id = c.lead_id)
    end,
    c.attempts
  from claimed c;
$$;
revoke execute on function public.claim_lead_notices(integer, integer) from public, anon, authenticated;
grant execute on function public.claim_lead_notices(integer, integer) to service_role;
