-- The visitor's confirmation e-mail, in the language the lead records (20261130410000_lead_language):
-- every lead that is not suspected spam queues one, in the same transaction as the lead, in an outbox of
-- its own beside the staff notices (lead_notices), which the same worker delivers with the same attempts
-- and backoff. Its own table keeps a lead's staff notice one row, as staff's retry and the inbox read it.
-- A lead past the per-e-mail limit gets none: anyone can type a stranger's address, and the limit then
-- keeps the stranger's mailbox from being flooded.

create table public.lead_confirmations (
  id uuid primary key default gen_random_uuid(),
  lead_table text not null,
  lead_id uuid not null,
  -- As lead_notices: pending, sending (claimed until next_attempt_at), sent, failed (last_error says why).
  status text not null default 'pending',
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  constraint lead_confirmations_lead_table_check
    check (lead_table in ('project_evaluations', 'contact_submissions', 'newsletter_subscriptions')),
  constraint lead_confirmations_status_check check (status in ('pending', 'sending', 'sent', 'failed')),
  constraint lead_confirmations_lead_key unique (lead_table, lead_id)
);

create index lead_confirmations_due_idx on public.lead_confirmations (next_attempt_at)
  where status in ('pending', 'sending');

alter table public.lead_confirmations enable row level security;
revoke all on public.lead_confirmations from anon, authenticated;
grant select on public.lead_confirmations to authenticated;

create policy "Admins can read lead confirmations"
  on public.lead_confirmations for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

create function public.enqueue_lead_confirmation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.suspected_spam then
    return null;
  end if;
  insert into public.lead_confirmations (lead_table, lead_id) values (tg_table_name, new.id);
  return null;
end;
$$;
revoke execute on function public.enqueue_lead_confirmation() from public, anon, authenticated;

create trigger enqueue_lead_confirmation after insert on public.project_evaluations
  for each row execute function public.enqueue_lead_confirmation();
create trigger enqueue_lead_confirmation after insert on public.contact_submissions
  for each row execute function public.enqueue_lead_confirmation();
create trigger enqueue_lead_confirmation after insert on public.newsletter_subscriptions
  for each row execute function public.enqueue_lead_confirmation();

-- Claims up to `batch` due confirmations for `lease_seconds`, each with its lead as stored (its language
-- included), in the shape claim_lead_notices answers, so one worker delivers both.
create function public.claim_lead_confirmations(batch integer, lease_seconds integer)
returns table (id uuid, lead_table text, lead jsonb, attempts integer)
language sql
volatile
set search_path = ''
as $$
  with due as (
    select n.id
    from public.lead_confirmations n
    where n.status in ('pending', 'sending') and n.next_attempt_at <= now()
    order by n.next_attempt_at
    limit batch
    for update skip locked
  ),
  claimed as (
    update public.lead_confirmations n
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
      else (select to_jsonb(s) from public.newsletter_subscriptions s where s.id = c.lead_id)
    end,
    c.attempts
  from claimed c;
$$;
revoke execute on function public.claim_lead_confirmations(integer, integer) from public, anon, authenticated;
grant execute on function public.claim_lead_confirmations(integer, integer) to service_role;
