-- Invoices go out by e-mail, reminders follow until the invoice is settled, and recurring invoices issue
-- themselves. The database decides what may be sent and when; the server's worker only delivers.
--
--   * "Send" (queue_invoice_mail) issues a draft (draft -> sent, as 'Mark as sent' did) and queues one
--     mail to the client's billing contact in the same transaction: the invoice's state never depends on
--     the mail server. The worker delivers it with the PDF attached; each attempt's outcome (message id,
--     error, retry) is stored on the mail row and logged. A failed attempt is retried with backoff.
--   * Reminders: a ladder of steps relative to the due date (before due, on due, 7 and 14 days after),
--     each editable, on or off per client (client_billing). schedule_invoice_reminders(now) queues, per
--     open invoice that went out by e-mail, the latest step whose day has come, once per step and never
--     after a later one; a step whose day is not after the invoice's own mail is skipped. An invoice that is paid,
--     written off or cancelled stops its reminders at once (a trigger marks them stopped), and the claim
--     checks again, so no reminder of a settled invoice is handed to the worker.
--   * Recurring invoices: a template (client, lines, every month or quarter, next date) issues a draft
--     or a sent invoice (with its mail) when its date comes: issue_due_recurring_invoices(now).
--   * Several servers may run the worker: every piece of due work is claimed in one statement with
--     `for update skip locked` (mails) or a row lock taken the same way (templates), so two instances
--     never send one mail or issue one period twice; a claim is a lease a dead worker gives back.
--   * Every function takes the worker's "now", so tests move time instead of waiting for it.
--
-- New objects only; nothing existing is redefined. The log keeps mail events under subject type
-- 'invoice' (its constraint is unchanged).

-- Billing contact and reminders, per client ----------------------------------------------------------

create table public.client_billing (
  client_id uuid primary key references public.clients (id) on delete cascade,
  -- Null: invoices go to the client's contact address (clients.email).
  billing_email text,
  reminders_enabled boolean not null default true,
  updated_by uuid references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  constraint client_billing_email_check check (
    billing_email is null
    or (char_length(billing_email) <= 254 and billing_email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$')
  )
);
alter table public.client_billing enable row level security;
revoke all on public.client_billing from anon, authenticated;
grant select on public.client_billing to authenticated;
create policy "Admins read client billing" on public.client_billing for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

-- Where a client's invoices and reminders go. Not callable by sessions: it reads any client's address.
create or replace function public.billing_email(p_client_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(b.billing_email, c.email)
  from public.clients c
  left join public.client_billing b on b.client_id = c.id
  where c.id = p_client_id
$$;
revoke execute on function public.billing_email(uuid) from public, anon, authenticated;
grant execute on function public.billing_email(uuid) to service_role;

create or replace function public.set_client_billing(p_client_id uuid, p_billing_email text, p_reminders_enabled boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := auth.uid();
  address text := nullif(lower(btrim(coalesce(p_billing_email, ''))), '');
  company text;
begin
  perform public.require_admin();
  select c.company into company from public.clients c where c.id = p_client_id and c.archived_at is null;
  if company is null then
    raise exception 'This client no longer exists.' using errcode = 'P0001';
  end if;
  insert into public.client_billing as b (client_id, billing_email, reminders_enabled, updated_by, updated_at)
  values (p_client_id, address, coalesce(p_reminders_enabled, true), actor, now())
  on conflict (client_id) do update
  set billing_email = excluded.billing_email, reminders_enabled = excluded.reminders_enabled,
    updated_by = excluded.updated_by, updated_at = excluded.updated_at;
  insert into public.activity_log (actor_id, actor_email, subject_type, subject_id, subject_label, from_status, to_status, detail)
  values (actor, (select u.email from auth.users u where u.id = actor), 'client', p_client_id, company,
    'billing', case when coalesce(p_reminders_enabled, true) then 'reminders on' else 'reminders off' end,
    'Invoices to ' || coalesce(address, (select c.email from public.clients c where c.id = p_client_id)));
end;
$$;
revoke execute on function public.set_client_billing(uuid, text, boolean) from public, anon;
grant execute on function public.set_client_billing(uuid, text, boolean) to authenticated;

-- The reminder ladder ---------------------------------------------------------------------------------

create table public.reminder_steps (
  id uuid primary key default gen_random_uuid(),
  -- Days from the due date: negative before it, 0 on it, positive after it.
  offset_days integer not null,
  enabled boolean not null default true,
  -- The words of the reminder, above the invoice's figures and links.
  message text not null,
  updated_by uuid references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  constraint reminder_steps_offset_key unique (offset_days),
  constraint reminder_steps_offset_check check (offset_days between -30 and 90),
  constraint reminder_steps_message_check check (char_length(btrim(message)) between 1 and 2000)
);
alter table public.reminder_steps enable row level security;
revoke all on public.reminder_steps from anon, authenticated;
grant select on public.reminder_steps to authenticated;
create policy "Admins read the reminder ladder" on public.reminder_steps for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

insert into public.reminder_steps (offset_days, message) values
  (-3, 'A friendly reminder: this invoice is due in a few days.'),
  (0, 'This invoice is due today.'),
  (7, 'This invoice is now 7 days past due. If you have already paid, thank you, and please ignore this e-mail.'),
  (14, 'This invoice is now 14 days past due. Please arrange payment, or reply to let us know when to expect it.');

-- What staff call a step: "3 days before due", "On the due date", "7 days after due".
create or replace function public.reminder_step_label(p_offset_days integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_offset_days = 0 then 'On the due date'
    when p_offset_days < 0 then abs(p_offset_days) || case when p_offset_days = -1 then ' day' else ' days' end || ' before due'
    else p_offset_days || case when p_offset_days = 1 then ' day' else ' days' end || ' after due'
  end
$$;
grant execute on function public.reminder_step_label(integer) to authenticated, service_role;

create or replace function public.update_reminder_step(p_step_id uuid, p_offset_days integer, p_enabled boolean, p_message text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.require_admin();
  if p_offset_days is null or p_offset_days not between -30 and 90 then
    raise exception 'A reminder is sent between 30 days before and 90 days after the due date.' using errcode = 'P0001';
  end if;
  if nullif(btrim(coalesce(p_message, '')), '') is null then
    raise exception 'Say what the reminder tells the client.' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.reminder_steps s where s.offset_days = p_offset_days and s.id <> p_step_id) then
    raise exception 'Another reminder is already sent % .', lower(public.reminder_step_label(p_offset_days))
      using errcode = 'P0001';
  end if;
  update public.reminder_steps
  set offset_days = p_offset_days, enabled = coalesce(p_enabled, true), message = btrim(p_message),
    updated_by = auth.uid(), updated_at = now()
  where id = p_step_id;
  if not found then
    raise exception 'This reminder step no longer exists.' using errcode = 'P0001';
  end if;
end;
$$;
revoke execute on function public.update_reminder_step(uuid, integer, boolean, text) from public, anon;
grant execute on function public.update_reminder_step(uuid, integer, boolean, text) to authenticated;

-- The mails of an invoice -------------------------------------------------------------------------------

create table public.invoice_mails (
  id uuid primary key default gen_random_uuid(),
  invoice_id uuid not null references public.invoices (id) on delete restrict,
  kind text not null,
  -- A reminder's step, and its offset as it was when queued (a step can be edited later).
  reminder_step_id uuid references public.reminder_steps (id) on delete set null,
  reminder_offset_days integer,
  recipient text not null,
  subject text not null,
  -- pending (waiting or retrying) -> sending (claimed) -> sent | failed; a reminder may be stopped.
  status text not null default 'pending',
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  requested_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  message_id text,
  last_error text,
  stopped_reason text,
  constraint invoice_mails_kind_check check (kind in ('invoice', 'reminder')),
  constraint invoice_mails_status_check check (status in ('pending', 'sending', 'sent', 'failed', 'stopped')),
  constraint invoice_mails_reminder_check check ((kind = 'reminder') = (reminder_offset_days is not null)),
  constraint invoice_mails_error_check check (last_error is null or char_length(last_error) <= 2000)
);
-- Each step of the ladder reminds an invoice once, whatever the number of workers.
create unique index invoice_mails_reminder_once on public.invoice_mails (invoice_id, reminder_step_id)
  where kind = 'reminder';
create index invoice_mails_invoice_idx on public.invoice_mails (invoice_id, created_at);
create index invoice_mails_due_idx on public.invoice_mails (next_attempt_at) where status in ('pending', 'sending');

alter table public.invoice_mails enable row level security;
revoke all on public.invoice_mails from anon, authenticated;
grant select on public.invoice_mails to authenticated;
create policy "Admins read invoice mails" on public.invoice_mails for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

-- Writes an invoice's mail event to the log (append-only), as the actor when there is one.
create or replace function public.log_invoice_mail(p_invoice_id uuid, p_from text, p_to text, p_detail text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.activity_log (actor_id, actor_email, actor_role, subject_type, subject_id, subject_label, from_status, to_status, detail)
  select auth.uid(), (select u.email from auth.users u where u.id = auth.uid()), coalesce(auth.role(), session_user::text),
    'invoice', i.id, i.invoice_number, p_from, p_to, left(p_detail, 1000)
  from public.invoices i where i.id = p_invoice_id
$$;
revoke execute on function public.log_invoice_mail(uuid, text, text, text) from public, anon, authenticated;

-- Queues the invoice mail of an invoice that is (now) sent. Shared by 'Send' and recurring invoices.
create or replace function public.enqueue_invoice_mail(p_invoice_id uuid, p_now timestamptz)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  inv record;
  address text;
  new_id uuid;
begin
  select i.id, i.invoice_number, i.client_id into inv from public.invoices i where i.id = p_invoice_id;
  address := public.billing_email(inv.client_id);
  if address is null then
    raise exception 'The client has no billing address to send the invoice to.' using errcode = 'P0001';
  end if;
  insert into public.invoice_mails (invoice_id, kind, recipient, subject, requested_by, next_attempt_at, created_at)
  values (p_invoice_id, 'invoice', address, 'Invoice ' || inv.invoice_number || ' from Cardinal Consulting',
    auth.uid(), p_now, p_now)
  returning id into new_id;
  perform public.log_invoice_mail(p_invoice_id, 'sent', 'e-mail queued', 'To ' || address);
  return new_id;
end;
$$;
revoke execute on function public.enqueue_invoice_mail(uuid, timestamptz) from public, anon, authenticated;

-- 'Send': a draft is issued (sent) and mailed; a sent invoice is mailed again. Paid and cancelled
-- invoices are final and not sent. Returns the queued mail's id.
create or replace function public.queue_invoice_mail(p_invoice_id uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  inv record;
begin
  perform public.require_admin();
  select i.id, i.status, i.archived_at into inv from public.invoices i where i.id = p_invoice_id for update;
  if not found then
    raise exception 'This invoice no longer exists.' using errcode = 'P0001';
  end if;
  if inv.archived_at is not null then
    raise exception 'This invoice is archived: restore it first.' using errcode = 'P0001';
  end if;
  if inv.status not in ('draft', 'sent') then
    raise exception 'A % invoice is not sent.', inv.status using errcode = 'P0001';
  end if;
  if not exists (select 1 from public.invoice_items li where li.invoice_id = p_invoice_id) then
    raise exception 'An invoice needs at least one line item.' using errcode = 'P0001';
  end if;
  if inv.status = 'draft' then
    update public.invoices set status = 'sent' where id = p_invoice_id;
  end if;
  return public.enqueue_invoice_mail(p_invoice_id, now());
end;
$$;
revoke execute on function public.queue_invoice_mail(uuid) from public, anon;
grant execute on function public.queue_invoice_mail(uuid) to authenticated;

-- Is anything still owed on this invoice (sent, with a balance)? Reminders exist only while it is.
create or replace function public.invoice_owes(p_invoice_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select o.status = 'sent' and o.balance > 0
    from public.invoices_overview o
    join public.invoices i on i.id = o.id
    where o.id = p_invoice_id and i.archived_at is null
  ), false)
$$;
revoke execute on function public.invoice_owes(uuid) from public, anon, authenticated;

-- A settled invoice (paid, written off, cancelled) stops its waiting reminders at once.
create or replace function public.stop_settled_reminders()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.invoice_mails m
  set status = 'stopped',
    stopped_reason = case
      when exists (select 1 from public.invoice_credits c where c.invoice_id = new.id) then 'Written off'
      when new.status = 'paid' then 'Paid'
      else initcap(new.status::text)
    end,
    next_attempt_at = now()
  where m.invoice_id = new.id and m.kind = 'reminder' and m.status = 'pending';
  return null;
end;
$$;
revoke execute on function public.stop_settled_reminders() from public, anon, authenticated;
create trigger invoices_stop_reminders after update of status on public.invoices
  for each row when (old.status = 'sent' and new.status <> 'sent')
  execute function public.stop_settled_reminders();

-- The worker's work ---------------------------------------------------------------------------------
-- Run by the server (service_role) only; each takes the worker's clock.

-- Queues the reminders due at `p_now` and returns how many. For each open invoice of a client with
-- reminders on that went out by e-mail: the latest enabled step whose day (due date + offset, in the
-- agency's calendar) has come and falls after the day of the invoice's first mail, unless that step or a later
-- one has already been queued. Two workers queue it once (the unique index).
create or replace function public.schedule_invoice_reminders(p_now timestamptz)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  today date := (p_now at time zone public.agency_time_zone())::date;
  queued integer;
begin
  with open_invoices as (
    select i.id, i.invoice_number, i.client_id, i.due_date, first_mail.day as mailed_on
    from public.invoices i
    join public.clients c on c.id = i.client_id and c.archived_at is null
    left join public.client_billing b on b.client_id = i.client_id
    cross join lateral (
      select min((m.sent_at at time zone public.agency_time_zone())::date) as day
      from public.invoice_mails m
      where m.invoice_id = i.id and m.kind = 'invoice' and m.status = 'sent'
    ) first_mail
    where i.status = 'sent' and i.archived_at is null and coalesce(b.reminders_enabled, true)
      and first_mail.day is not null and public.invoice_owes(i.id)
  ),
  due as (
    select distinct on (o.id) o.id as invoice_id, o.invoice_number, o.client_id, o.due_date, s.id as step_id,
      s.offset_days
    from open_invoices o
    join public.reminder_steps s on s.enabled
      and o.due_date + s.offset_days <= today
      and o.due_date + s.offset_days > o.mailed_on
    order by o.id, s.offset_days desc
  ),
  fresh as (
    select d.* from due d
    where not exists (
      select 1 from public.invoice_mails m
      where m.invoice_id = d.invoice_id and m.kind = 'reminder' and m.reminder_offset_days >= d.offset_days
    )
  ),
  inserted as (
    insert into public.invoice_mails
      (invoice_id, kind, reminder_step_id, reminder_offset_days, recipient, subject, next_attempt_at, created_at)
    select f.invoice_id, 'reminder', f.step_id, f.offset_days, public.billing_email(f.client_id),
      case
        when f.offset_days < 0 then 'Reminder: invoice ' || f.invoice_number || ' is due on ' || to_char(f.due_date, 'FMMonth FMDD, YYYY')
        when f.offset_days = 0 then 'Reminder: invoice ' || f.invoice_number || ' is due today'
        else 'Reminder: invoice ' || f.invoice_number || ' is ' || f.offset_days || ' days past due'
      end,
      p_now, p_now
    from fresh f
    where public.billing_email(f.client_id) is not null
    on conflict (invoice_id, reminder_step_id) where kind = 'reminder' do nothing
    returning invoice_id, reminder_offset_days, recipient
  ),
  logged as (
    select public.log_invoice_mail(r.invoice_id, 'sent', 'reminder queued',
      public.reminder_step_label(r.reminder_offset_days) || ' · to ' || r.recipient)
    from inserted r
  )
  select count(*) into queued from logged;
  return queued;
end;
$$;

-- Claims up to `p_batch` mails due at `p_now` for `p_lease_seconds` (a worker that dies gives them back
-- when the lease ends) with what the mail needs. skip locked: parallel workers never share one. A
-- reminder whose invoice no longer owes anything is stopped here instead of being handed out.
create or replace function public.claim_invoice_mails(p_now timestamptz, p_batch integer, p_lease_seconds integer)
returns table (
  id uuid,
  invoice_id uuid,
  kind text,
  recipient text,
  subject text,
  attempts integer,
  reminder_offset_days integer,
  reminder_message text,
  contact_name text
)
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.invoice_mails m
  set status = 'stopped', stopped_reason = 'Settled', next_attempt_at = p_now
  where m.kind = 'reminder' and m.status in ('pending', 'sending') and m.next_attempt_at <= p_now
    and not public.invoice_owes(m.invoice_id);
  return query
  with due as (
    select m.id
    from public.invoice_mails m
    where m.status in ('pending', 'sending') and m.next_attempt_at <= p_now
    order by m.next_attempt_at
    limit p_batch
    for update skip locked
  ),
  claimed as (
    update public.invoice_mails m
    set status = 'sending', attempts = m.attempts + 1,
      next_attempt_at = p_now + make_interval(secs => p_lease_seconds)
    from due
    where m.id = due.id
    returning m.id, m.invoice_id, m.kind, m.recipient, m.subject, m.attempts, m.reminder_step_id,
      m.reminder_offset_days
  )
  select c.id, c.invoice_id, c.kind, c.recipient, c.subject, c.attempts, c.reminder_offset_days,
    s.message, cl.name
  from claimed c
  join public.invoices i on i.id = c.invoice_id
  join public.clients cl on cl.id = i.client_id
  left join public.reminder_steps s on s.id = c.reminder_step_id;
end;
$$;

-- The outcome of one attempt: delivered (with the transport's message id), or failed and retried at
-- `p_retry_at`, or failed for good when `p_retry_at` is null. Logged either way.
create or replace function public.record_invoice_mail(
  p_mail_id uuid,
  p_now timestamptz,
  p_message_id text,
  p_error text,
  p_retry_at timestamptz
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  mail record;
  what text;
begin
  select m.id, m.invoice_id, m.kind, m.recipient, m.attempts, m.reminder_offset_days into mail
  from public.invoice_mails m where m.id = p_mail_id and m.status = 'sending' for update;
  if not found then
    return;
  end if;
  what := case when mail.kind = 'reminder' then 'reminder' else 'e-mail' end;
  if p_error is null then
    update public.invoice_mails
    set status = 'sent', sent_at = p_now, message_id = left(p_message_id, 500), last_error = null
    where id = p_mail_id;
    perform public.log_invoice_mail(mail.invoice_id, what || ' queued', what || ' sent',
      coalesce(public.reminder_step_label(mail.reminder_offset_days) || ' · ', '') || 'To ' || mail.recipient
        || coalesce(' · ' || p_message_id, ''));
  else
    update public.invoice_mails
    set status = case when p_retry_at is null then 'failed' else 'pending' end,
      next_attempt_at = coalesce(p_retry_at, p_now), last_error = left(p_error, 2000)
    where id = p_mail_id;
    perform public.log_invoice_mail(mail.invoice_id, what || ' queued',
      case when p_retry_at is null then what || ' failed' else what || ' retrying' end,
      'Attempt ' || mail.attempts || ' to ' || mail.recipient || ': ' || p_error);
  end if;
end;
$$;

-- Recurring invoices ---------------------------------------------------------------------------------

create table public.recurring_invoices (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references public.clients (id) on delete cascade,
  project_id uuid references public.projects (id) on delete set null,
  description text not null,
  -- [{description, quantity, unit_price}], as create_invoice takes them.
  items jsonb not null,
  tax_rate numeric(5, 2) not null,
  every text not null,
  -- The first period's date; each next date is counted from it (month ends stay month ends).
  start_date date not null,
  issued_count integer not null default 0,
  next_date date not null,
  due_days integer not null default 30,
  -- Issue a draft for staff to send, or send it to the billing contact at once.
  send boolean not null default false,
  active boolean not null default true,
  last_invoice_id uuid references public.invoices (id) on delete set null,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint recurring_invoices_every_check check (every in ('month', 'quarter')),
  constraint recurring_invoices_description_check check (char_length(btrim(description)) between 1 and 500),
  constraint recurring_invoices_items_check check (jsonb_typeof(items) = 'array' and jsonb_array_length(items) between 1 and 50),
  constraint recurring_invoices_due_days_check check (due_days between 0 and 120),
  constraint recurring_invoices_tax_check check (tax_rate between 0 and 100)
);
create index recurring_invoices_next_idx on public.recurring_invoices (next_date) where active;
alter table public.recurring_invoices enable row level security;
revoke all on public.recurring_invoices from anon, authenticated;
grant select on public.recurring_invoices to authenticated;
create policy "Admins read recurring invoices" on public.recurring_invoices for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

create or replace function public.recurring_period(p_every text)
returns interval
language sql
immutable
set search_path = ''
as $$
  select case p_every when 'quarter' then interval '3 months' else interval '1 month' end
$$;

-- 'New recurring invoice'. Lines are checked as an invoice's are (each has a description, a quantity
-- above 0 and a price of at least 0); the first date is today or later.
create or replace function public.create_recurring_invoice(template jsonb)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  first_date date := (template ->> 'next_date')::date;
  items jsonb := template -> 'items';
  rate numeric := (template ->> 'tax_rate')::numeric;
  new_id uuid;
begin
  perform public.require_admin();
  if rate is null then
    -- The invoices column's default stays the one place the default rate is written.
    select pg_catalog.pg_get_expr(d.adbin, d.adrelid)::numeric into rate
    from pg_catalog.pg_attrdef d
    join pg_catalog.pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
    where d.adrelid = 'public.invoices'::regclass and a.attname = 'tax_rate';
  end if;
  if not exists (select 1 from public.clients c where c.id = (template ->> 'client_id')::uuid and c.archived_at is null) then
    raise exception 'Choose a client.' using errcode = 'P0001';
  end if;
  if jsonb_typeof(items) is distinct from 'array' or jsonb_array_length(items) = 0 then
    raise exception 'An invoice needs at least one line item.' using errcode = 'P0001';
  end if;
  if exists (
    select 1 from jsonb_array_elements(items) item
    where nullif(btrim(item ->> 'description'), '') is null
      or coalesce((item ->> 'quantity')::numeric, 0) <= 0
      or coalesce((item ->> 'unit_price')::numeric, -1) < 0
  ) then
    raise exception 'Each line needs a description, a quantity above 0 and a price of at least $0.' using errcode = 'P0001';
  end if;
  if first_date is null or first_date < public.agency_today() then
    raise exception 'The next invoice date is today or later.' using errcode = 'P0001';
  end if;
  insert into public.recurring_invoices (
    client_id, project_id, description, items, tax_rate, every, start_date, next_date, due_days, send, created_by
  ) values (
    (template ->> 'client_id')::uuid,
    nullif(template ->> 'project_id', '')::uuid,
    btrim(template ->> 'description'),
    (select jsonb_agg(jsonb_build_object(
      'description', btrim(item ->> 'description'),
      'quantity', (item ->> 'quantity')::numeric,
      'unit_price', (item ->> 'unit_price')::numeric)) from jsonb_array_elements(items) item),
    rate,
    coalesce(template ->> 'every', 'month'),
    first_date,
    first_date,
    coalesce((template ->> 'due_days')::integer, 30),
    coalesce((template ->> 'send')::boolean, false),
    auth.uid()
  )
  returning id into new_id;
  return new_id;
end;
$$;
revoke execute on function public.create_recurring_invoice(jsonb) from public, anon;
grant execute on function public.create_recurring_invoice(jsonb) to authenticated;

create or replace function public.set_recurring_invoice_active(p_id uuid, p_active boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.require_admin();
  update public.recurring_invoices set active = p_active, updated_at = now() where id = p_id;
  if not found then
    raise exception 'This recurring invoice no longer exists.' using errcode = 'P0001';
  end if;
end;
$$;
revoke execute on function public.set_recurring_invoice_active(uuid, boolean) from public, anon;
grant execute on function public.set_recurring_invoice_active(uuid, boolean) to authenticated;

-- Issues every period that has come by `p_now`, oldest first, and returns the invoices made. Each
-- template is locked while it issues (skip locked: another worker takes the next one), and its next
-- date moves in the same transaction, so a period is issued once.
create or replace function public.issue_due_recurring_invoices(p_now timestamptz)
returns setof uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  today date := (p_now at time zone public.agency_time_zone())::date;
  t record;
  new_id uuid;
begin
  for t in
    select r.* from public.recurring_invoices r
    join public.clients c on c.id = r.client_id and c.archived_at is null
    where r.active and r.next_date <= today
    order by r.next_date
    for update of r skip locked
  loop
    while t.next_date <= today loop
      insert into public.invoices (invoice_number, client_id, project_id, status, issue_date, due_date, description, tax_rate)
      values (
        public.next_money_number('invoice', extract(year from t.next_date)::integer),
        t.client_id, t.project_id, 'draft', t.next_date, t.next_date + t.due_days,
        t.description || ' (' || to_char(t.next_date, 'FMMonth YYYY') || ')', t.tax_rate
      )
      returning id into new_id;
      insert into public.invoice_items (invoice_id, position, description, quantity, unit_price)
      select new_id, item.ordinality - 1, item.value ->> 'description', (item.value ->> 'quantity')::numeric,
        (item.value ->> 'unit_price')::numeric
      from jsonb_array_elements(t.items) with ordinality as item;
      if t.send then
        update public.invoices set status = 'sent' where id = new_id;
        perform public.enqueue_invoice_mail(new_id, p_now);
      end if;
      t.issued_count := t.issued_count + 1;
      t.next_date := (t.start_date + t.issued_count * public.recurring_period(t.every))::date;
      update public.recurring_invoices
      set issued_count = t.issued_count, next_date = t.next_date, last_invoice_id = new_id, updated_at = now()
      where id = t.id;
      return next new_id;
    end loop;
  end loop;
end;
$$;

do $$
declare
  f text;
begin
  foreach f in array array[
    'public.schedule_invoice_reminders(timestamptz)',
    'public.claim_invoice_mails(timestamptz, integer, integer)',
    'public.record_invoice_mail(uuid, timestamptz, text, text, timestamptz)',
    'public.issue_due_recurring_invoices(timestamptz)'
  ] loop
    execute format('revoke execute on function %s from public, anon, authenticated', f);
    execute format('grant execute on function %s to service_role', f);
  end loop;
end
$$;

-- What staff see next: every active template with its amount per period, by next date.
create view public.recurring_invoices_overview with (security_invoker = true) as
select
  r.id, r.client_id, c.company as client_name, r.project_id, p.name as project_name, r.description, r.items,
  r.every, r.next_date, r.due_days, r.send, r.active, r.issued_count, r.last_invoice_id,
  li.invoice_number as last_invoice_number,
  r.tax_rate,
  lines.subtotal,
  lines.subtotal + round(lines.subtotal * r.tax_rate / 100, 2) as total
from public.recurring_invoices r
join public.clients c on c.id = r.client_id
left join public.projects p on p.id = r.project_id
left join public.invoices li on li.id = r.last_invoice_id
cross join lateral (
  select coalesce(sum(round((item ->> 'quantity')::numeric * (item ->> 'unit_price')::numeric, 2)), 0) as subtotal
  from jsonb_array_elements(r.items) item
) lines;
revoke all on public.recurring_invoices_overview from anon, authenticated;
grant select on public.recurring_invoices_overview to authenticated;
