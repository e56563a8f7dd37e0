-- One way in for leads: the app server, holding the service-role key, is the only writer. Visitors'
-- roles keep no write access to any lead table and no EXECUTE on internal functions. The database
-- sets id, created_at, status and notes on every insert, enqueues exactly one staff notice per lead
-- in the same transaction, and keeps the submission rate limits the server checks before writing.

-- Quote requests keep the visitor's company in its own column: notes are staff notes from now on.
alter table public.project_evaluations
  add column company text,
  add constraint project_evaluations_company_check check (company is null or char_length(company) <= 120);

update public.project_evaluations
set company = nullif(left(btrim(substr(notes, 10)), 120), 'None'), notes = null
where notes like 'Company: %';

-- Visitors write nothing -------------------------------------------------------------------------

drop policy "Visitors can submit project evaluations" on public.project_evaluations;
drop policy "Visitors can send contact messages" on public.contact_submissions;
drop policy "Visitors can subscribe to the newsletter" on public.newsletter_subscriptions;

revoke insert, update, delete, truncate, references, trigger
  on public.project_evaluations, public.contact_submissions, public.newsletter_subscriptions
  from anon, authenticated;

-- Policies ask has_role as the querying (authenticated) role, so that role keeps EXECUTE; the answer
-- is limited to the caller's own account, which user_roles already shows them. Nobody else may call it.
create or replace function public.has_role(_user_id uuid, _role public.app_role)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select _user_id = auth.uid() and exists (
    select 1 from public.user_roles where user_id = _user_id and role = _role
  );
$$;

revoke execute on function public.has_role(uuid, public.app_role) from public, anon;
grant execute on function public.has_role(uuid, public.app_role) to authenticated;
revoke execute on function public.handle_new_user() from public, anon, authenticated;

-- Columns the database owns -----------------------------------------------------------------------

create function public.set_lead_defaults()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.id := gen_random_uuid();
  if tg_table_name = 'newsletter_subscriptions' then
    new.subscribed_at := now();
    new.is_active := true;
  else
    new.created_at := now();
    new.status := 'new';
    new.notes := null;
  end if;
  return new;
end;
$$;

create trigger set_lead_defaults before insert on public.project_evaluations
  for each row execute function public.set_lead_defaults();
create trigger set_lead_defaults before insert on public.contact_submissions
  for each row execute function public.set_lead_defaults();
create trigger set_lead_defaults before insert on public.newsletter_subscriptions
  for each row execute function public.set_lead_defaults();

-- A notice for every new lead (the outbox) -----------------------------------------------------------

create table public.lead_notices (
  id uuid primary key default gen_random_uuid(),
  lead_table text not null,
  lead_id uuid not null,
  -- pending: waiting for (another) attempt; sending: claimed by a worker until next_attempt_at;
  -- sent: delivered; failed: every attempt failed, last_error says why.
  status text not null default 'pending',
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  constraint lead_notices_lead_table_check
    check (lead_table in ('project_evaluations', 'contact_submissions', 'newsletter_subscriptions')),
  constraint lead_notices_status_check check (status in ('pending', 'sending', 'sent', 'failed')),
  constraint lead_notices_lead_key unique (lead_table, lead_id)
);

create index lead_notices_due_idx on public.lead_notices (next_attempt_at)
  where status in ('pending', 'sending');

alter table public.lead_notices enable row level security;
revoke all on public.lead_notices from anon, authenticated;
grant select on public.lead_notices to authenticated;

create policy "Admins can read lead notices"
  on public.lead_notices for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

create function public.enqueue_lead_notice()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.lead_notices (lead_table, lead_id) values (tg_table_name, new.id);
  return null;
end;
$$;

create trigger enqueue_lead_notice after insert on public.project_evaluations
  for each row execute function public.enqueue_lead_notice();
create trigger enqueue_lead_notice after insert on public.contact_submissions
  for each row execute function public.enqueue_lead_notice();
create trigger enqueue_lead_notice after insert on public.newsletter_subscriptions
  for each row execute function public.enqueue_lead_notice();

-- Claims up to `batch` due notices for `lease_seconds` (a worker that dies gives them back when the
-- lease ends) and returns each with its lead as JSON. skip locked: parallel workers never share one.
create function public.claim_lead_notices(batch integer, lease_seconds integer)
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
      else (select to_jsonb(s) from public.newsletter_subscriptions s where s.id = c.lead_id)
    end,
    c.attempts
  from claimed c;
$$;

-- Submission rate limits -----------------------------------------------------------------------------

-- One row per key (a hash of form and client address, or form and e-mail): a fixed window and its hits.
create table public.lead_rate_limits (
  key text primary key,
  window_started_at timestamptz not null,
  hits integer not null
);

create index lead_rate_limits_window_idx on public.lead_rate_limits (window_started_at);

alter table public.lead_rate_limits enable row level security;
revoke all on public.lead_rate_limits from anon, authenticated;

-- Counts one submission against each key (atomically: the upsert locks the row) and returns how many
-- seconds the caller must wait, 0 when every key is still within its limit.
create function public.take_lead_slots(keys text[], limits integer[], window_seconds integer[])
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  wait_seconds integer := 0;
  slot record;
begin
  for i in 1 .. coalesce(array_length(keys, 1), 0) loop
    insert into public.lead_rate_limits as l (key, window_started_at, hits)
    values (keys[i], now(), 1)
    on conflict (key) do update
    set window_started_at = case
          when l.window_started_at <= now() - make_interval(secs => window_seconds[i]) then now()
          else l.window_started_at
        end,
        hits = case
          when l.window_started_at <= now() - make_interval(secs => window_seconds[i]) then 1
          else l.hits + 1
        end
    returning l.hits, l.window_started_at into slot;
    if slot.hits > limits[i] then
      wait_seconds := greatest(
        wait_seconds,
        1,
        ceil(extract(epoch from slot.window_started_at + make_interval(secs => window_seconds[i]) - now()))::integer
      );
    end if;
  end loop;
  return wait_seconds;
end;
$$;

-- Only the server (service_role) runs the lead machinery.
revoke execute on function public.set_lead_defaults() from public, anon, authenticated;
revoke execute on function public.enqueue_lead_notice() from public, anon, authenticated;
revoke execute on function public.claim_lead_notices(integer, integer) from public, anon, authenticated;
revoke execute on function public.take_lead_slots(text[], integer[], integer[]) from public, anon, authenticated;
grant execute on function public.claim_lead_notices(integer, integer) to service_role;
grant execute on function public.take_lead_slots(text[], integer[], integer[]) to service_role;
