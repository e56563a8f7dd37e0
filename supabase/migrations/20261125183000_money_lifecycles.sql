-- Invoices and expenses move through their lifecycles from the dashboard: a draft is edited, sent,
-- paid (payment by payment) or cancelled with a reason; an expense is approved or rejected. The
-- database owns every rule, so the dashboard's actions and any other admin session obey the same ones:
--
--   draft -> sent | cancelled;  sent -> paid | cancelled;  paid and cancelled are final.
--   Only a draft's fields and line items change. Paid needs completed payments covering the total.
--   A cancellation carries its reason; an invoice with money received is not cancelled.
--   pending expense -> approved | rejected, with who decided and when.
--
-- Every change is written to public.activity_log (who, when, from -> to, why), which the overview's
-- recent activity reads. Nothing money or history points to is deleted: staff have no DELETE on
-- invoices, payments, expenses or the log.

-- Overdue, defined once ---------------------------------------------------------------------------
-- An invoice is overdue when it is past its due date and neither paid nor cancelled. A draft has not
-- been issued, so nothing on it is due yet. 'overdue' is therefore never stored: the status column
-- keeps what staff did (draft, sent, paid, cancelled) and the views derive overdue from the date.

create or replace function public.invoice_is_overdue(status public.invoice_status, due_date date)
returns boolean
language sql
stable
set search_path = ''
as $$
  select status not in ('draft', 'paid', 'cancelled') and due_date < current_date
$$;

update public.invoices set status = 'sent' where status = 'overdue';
alter table public.invoices
  add constraint invoices_status_stored_check check (status <> 'overdue');

create or replace view public.invoices_overview with (security_invoker = true) as
select
  i.*,
  c.company as client_name,
  p.name as project_name,
  coalesce(items.subtotal, 0) as subtotal,
  round(coalesce(items.subtotal, 0) * i.tax_rate / 100, 2) as tax_amount,
  coalesce(items.subtotal, 0) + round(coalesce(items.subtotal, 0) * i.tax_rate / 100, 2) as total,
  -- Spec §3 lists both amount and total: the amount due is the total.
  coalesce(items.subtotal, 0) + round(coalesce(items.subtotal, 0) * i.tax_rate / 100, 2) as amount,
  coalesce(items.item_count, 0) as item_count,
  public.invoice_is_overdue(i.status, i.due_date) as is_overdue
from public.invoices i
join public.clients c on c.id = i.client_id
left join public.projects p on p.id = i.project_id
left join lateral (
  select sum(li.total) as subtotal, count(*) as item_count
  from public.invoice_items li
  where li.invoice_id = i.id
) items on true;

-- The activity log ---------------------------------------------------------------------------------

create table public.activity_log (
  id uuid primary key default gen_random_uuid(),
  occurred_at timestamptz not null default now(),
  actor_id uuid references auth.users (id) on delete set null,
  -- Kept as it was at the time: the log stays readable after the account is gone.
  actor_email text,
  subject_type text not null,
  subject_id uuid not null,
  -- What staff call the subject: INV-2026-054, TXN-012-2026, an expense's description.
  subject_label text not null,
  from_status text,
  to_status text not null,
  -- The reason given (a cancellation) or the amount (a payment).
  detail text,
  constraint activity_log_subject_type_check check (subject_type in ('invoice', 'payment', 'expense')),
  constraint activity_log_detail_check check (detail is null or char_length(detail) <= 1000)
);
create index activity_log_occurred_idx on public.activity_log (occurred_at desc);
create index activity_log_subject_idx on public.activity_log (subject_id, occurred_at desc);

alter table public.activity_log enable row level security;
create policy "Admins read the activity log" on public.activity_log for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));
revoke all on public.activity_log from anon, authenticated;
grant select on public.activity_log to authenticated;

-- The reason of the change under way (cancel_invoice sets it for its own transaction only).
create or replace function public.change_reason()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(btrim(current_setting('app.change_reason', true)), '')
$$;

-- Security definer: it writes the log and reads the actor's e-mail, neither of which staff may do.
create or replace function public.record_activity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := auth.uid();
  actor_email text;
  kind text;
  label text;
  from_status text;
  to_status text;
  detail text;
begin
  -- The log tells what staff did: loading sample data or maintenance without a session is not logged.
  if actor is null or (tg_op = 'UPDATE' and new.status is not distinct from old.status) then
    return null;
  end if;
  select email into actor_email from auth.users where id = actor;
  from_status := case when tg_op = 'UPDATE' then old.status::text end;
  to_status := new.status::text;
  case tg_table_name
    when 'invoices' then
      kind := 'invoice';
      label := new.invoice_number;
      detail := case when tg_op = 'UPDATE' then public.change_reason() end;
    when 'payments' then
      kind := 'payment';
      select new.transaction_id || ' · ' || i.invoice_number into label
      from public.invoices i where i.id = new.invoice_id;
      detail := to_char(new.amount, 'FM$999,999,999,990.00');
    when 'expenses' then
      kind := 'expense';
      label := new.description;
      detail := public.change_reason();
  end case;
  insert into public.activity_log
    (actor_id, actor_email, subject_type, subject_id, subject_label, from_status, to_status, detail)
  values (actor, actor_email, kind, new.id, label, from_status, to_status, detail);
  return null;
end;
$$;
revoke execute on function public.record_activity() from public, anon, authenticated;

create trigger invoices_activity after insert or update of status on public.invoices
  for each row execute function public.record_activity();
create trigger payments_activity after insert on public.payments
  for each row execute function public.record_activity();
create trigger expenses_activity after update of status on public.expenses
  for each row execute function public.record_activity();

-- Lifecycle rules ----------------------------------------------------------------------------------

create or replace function public.enforce_invoice_lifecycle()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  received numeric;
  due numeric;
begin
  if old.status <> 'draft' and (
    new.client_id, new.project_id, new.issue_date, new.due_date, new.tax_rate, new.description, new.currency
  ) is distinct from (
    old.client_id, old.project_id, old.issue_date, old.due_date, old.tax_rate, old.description, old.currency
  ) then
    raise exception 'Only a draft invoice can be edited.' using errcode = 'P0001';
  end if;
  if new.status is not distinct from old.status then
    return new;
  end if;
  if (old.status, new.status) not in (('draft', 'sent'), ('draft', 'cancelled'), ('sent', 'paid'), ('sent', 'cancelled')) then
    raise exception 'A % invoice cannot become %.', old.status, new.status using errcode = 'P0001';
  end if;
  select coalesce(sum(p.amount), 0) into received
  from public.payments p where p.invoice_id = new.id and p.status = 'completed';
  if new.status = 'paid' then
    select i.total into due from public.invoices_overview i where i.id = new.id;
    if received < due then
      raise exception 'Payments received do not cover the invoice yet.' using errcode = 'P0001';
    end if;
  end if;
  if new.status = 'cancelled' then
    if received > 0 then
      raise exception 'Money has been received on this invoice, so it cannot be cancelled.' using errcode = 'P0001';
    end if;
    if public.change_reason() is null then
      raise exception 'Say why the invoice is cancelled.' using errcode = 'P0001';
    end if;
  end if;
  return new;
end;
$$;
revoke execute on function public.enforce_invoice_lifecycle() from public, anon, authenticated;

create trigger invoices_lifecycle before update on public.invoices
  for each row execute function public.enforce_invoice_lifecycle();

create or replace function public.enforce_expense_decision()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is distinct from old.status and old.status <> 'pending' then
    raise exception 'This expense has already been %.', old.status using errcode = 'P0001';
  end if;
  return new;
end;
$$;
revoke execute on function public.enforce_expense_decision() from public, anon, authenticated;

create trigger expenses_decision before update of status on public.expenses
  for each row execute function public.enforce_expense_decision();

-- Money and history stay: archive or cancel instead.
revoke delete on public.invoices, public.payments, public.expenses from authenticated;

-- The changes, each one transaction, run as the caller (RLS decides) --------------------------------

create or replace function public.require_admin()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not public.has_role((select auth.uid()), 'admin') then
    raise exception 'Only admins can make this change.' using errcode = '42501';
  end if;
end;
$$;

-- Edits a draft: its fields and its line items, replaced as a whole. The number stays, so the issue
-- date stays in the year the number names.
create or replace function public.update_draft_invoice(p_invoice_id uuid, invoice jsonb, items jsonb)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  current_status public.invoice_status;
  current_number text;
begin
  perform public.require_admin();
  if jsonb_typeof(items) <> 'array' or jsonb_array_length(items) = 0 then
    raise exception 'An invoice needs at least one line item.' using errcode = 'P0001';
  end if;
  select status, invoice_number into current_status, current_number
  from public.invoices where id = p_invoice_id for update;
  if not found then
    raise exception 'This invoice no longer exists.' using errcode = 'P0001';
  end if;
  if current_status <> 'draft' then
    raise exception 'Only a draft invoice can be edited.' using errcode = 'P0001';
  end if;
  if substr(current_number, 5, 4)::integer <> extract(year from (invoice ->> 'issue_date')::date)::integer then
    raise exception 'The issue date must stay in %, the year of %.', substr(current_number, 5, 4), current_number
      using errcode = 'P0001';
  end if;
  update public.invoices set
    client_id = (invoice ->> 'client_id')::uuid,
    project_id = nullif(invoice ->> 'project_id', '')::uuid,
    issue_date = (invoice ->> 'issue_date')::date,
    due_date = (invoice ->> 'due_date')::date,
    description = nullif(invoice ->> 'description', ''),
    notes = nullif(invoice ->> 'notes', ''),
    tax_rate = coalesce((invoice ->> 'tax_rate')::numeric, tax_rate)
  where id = p_invoice_id;
  delete from public.invoice_items where invoice_id = p_invoice_id;
  insert into public.invoice_items (invoice_id, position, description, quantity, unit_price)
  select p_invoice_id, item.ordinality - 1, item.value ->> 'description', (item.value ->> 'quantity')::numeric,
    (item.value ->> 'unit_price')::numeric
  from jsonb_array_elements(items) with ordinality as item;
  return p_invoice_id;
end;
$$;

create or replace function public.send_invoice(p_invoice_id uuid)
returns public.invoice_status
language plpgsql
security invoker
set search_path = ''
as $$
begin
  perform public.require_admin();
  update public.invoices set status = 'sent' where id = p_invoice_id;
  if not found then
    raise exception 'This invoice no longer exists.' using errcode = 'P0001';
  end if;
  return 'sent';
end;
$$;

create or replace function public.cancel_invoice(p_invoice_id uuid, p_reason text)
returns public.invoice_status
language plpgsql
security invoker
set search_path = ''
as $$
begin
  perform public.require_admin();
  perform set_config('app.change_reason', coalesce(p_reason, ''), true);
  update public.invoices set status = 'cancelled' where id = p_invoice_id;
  if not found then
    raise exception 'This invoice no longer exists.' using errcode = 'P0001';
  end if;
  perform set_config('app.change_reason', '', true);
  return 'cancelled';
end;
$$;

-- Records a completed payment numbered TXN-NNN-YYYY (next number of the payment's year). Partial
-- payments add up; the one that covers the total marks the invoice paid on its date.
create or replace function public.record_payment(
  p_invoice_id uuid,
  p_amount numeric,
  p_payment_date date,
  p_method public.payment_method,
  p_notes text default null
)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  inv record;
  due numeric;
  received numeric;
  next_number integer;
  txn text;
  new_status public.invoice_status;
begin
  perform public.require_admin();
  select id, status, issue_date into inv from public.invoices where id = p_invoice_id for update;
  if not found then
    raise exception 'This invoice no longer exists.' using errcode = 'P0001';
  end if;
  if inv.status <> 'sent' then
    raise exception 'Payments are recorded on sent invoices; this one is %.', inv.status using errcode = 'P0001';
  end if;
  if p_payment_date > current_date then
    raise exception 'The payment date cannot be in the future.' using errcode = 'P0001';
  end if;
  if p_payment_date < inv.issue_date then
    raise exception 'The payment date cannot be before the invoice was issued (%).', inv.issue_date
      using errcode = 'P0001';
  end if;
  select i.total into due from public.invoices_overview i where i.id = p_invoice_id;
  select coalesce(sum(p.amount), 0) into received
  from public.payments p where p.invoice_id = p_invoice_id and p.status = 'completed';
  if p_amount <= 0 then
    raise exception 'The amount must be more than $0.' using errcode = 'P0001';
  end if;
  if p_amount > due - received then
    raise exception 'The amount is more than the balance of %.', to_char(due - received, 'FM$999,999,999,990.00')
      using errcode = 'P0001';
  end if;

  perform pg_advisory_xact_lock(hashtext('public.payments.transaction_id'));
  select coalesce(max(substr(transaction_id, 5, 3)::integer), 0) + 1 into next_number
  from public.payments
  where transaction_id like 'TXN-%-' || extract(year from p_payment_date)::integer;
  if next_number > 999 then
    raise exception 'No transaction number is left for %.', extract(year from p_payment_date)::integer
      using errcode = 'P0001';
  end if;
  txn := 'TXN-' || lpad(next_number::text, 3, '0') || '-' || extract(year from p_payment_date)::integer;
  insert into public.payments (invoice_id, amount, payment_date, payment_method, transaction_id, status, notes)
  values (p_invoice_id, p_amount, p_payment_date, p_method, txn, 'completed', nullif(btrim(p_notes), ''));

  new_status := 'sent';
  if received + p_amount >= due then
    update public.invoices set status = 'paid', paid_date = p_payment_date, payment_method = p_method
    where id = p_invoice_id;
    new_status := 'paid';
  end if;
  return jsonb_build_object('transaction_id', txn, 'status', new_status);
end;
$$;

-- Approves or rejects a pending expense as the staff member: approved_by is their team member
-- (matched by e-mail; none when the account is not on the team), approved_date today.
create or replace function public.decide_expense(p_expense_id uuid, p_decision public.expense_status)
returns public.expense_status
language plpgsql
security invoker
set search_path = ''
as $$
declare
  member uuid;
begin
  perform public.require_admin();
  if p_decision not in ('approved', 'rejected') then
    raise exception 'An expense is approved or rejected.' using errcode = 'P0001';
  end if;
  select m.id into member from public.team_members m
  where lower(m.email) = lower((select auth.jwt() ->> 'email'));
  update public.expenses
  set status = p_decision, approved_by = member, approved_date = greatest(current_date, date)
  where id = p_expense_id;
  if not found then
    raise exception 'This expense no longer exists.' using errcode = 'P0001';
  end if;
  return p_decision;
end;
$$;

do $$
declare
  f text;
begin
  foreach f in array array[
    'public.update_draft_invoice(uuid, jsonb, jsonb)',
    'public.send_invoice(uuid)',
    'public.cancel_invoice(uuid, text)',
    'public.record_payment(uuid, numeric, date, public.payment_method, text)',
    'public.decide_expense(uuid, public.expense_status)'
  ] loop
    execute format('revoke execute on function %s from public, anon', f);
    execute format('grant execute on function %s to authenticated', f);
  end loop;
end
$$;
revoke execute on function public.require_admin() from public, anon;
grant execute on function public.require_admin() to authenticated;
grant execute on function public.invoice_is_overdue(public.invoice_status, date) to authenticated;
grant execute on function public.change_reason() to authenticated;

-- Recent activity reads the log; a paid invoice the log already tells of is not told twice ---------

create or replace view public.recent_activity with (security_invoker = true) as
select * from (
  select
    'lead'::text as kind,
    e.id,
    'New project evaluation'::text as title,
    e.name || coalesce(' · ' || e.service::text, '') as detail,
    e.created_at as occurred_at
  from public.project_evaluations e
  union all
  select 'lead', c.id, 'New contact message', c.first_name || ' ' || c.last_name || coalesce(' · ' || c.company, ''),
    c.created_at
  from public.contact_submissions c
  union all
  select 'status-change', h.id, 'Project status changed',
    p.name || ': ' || coalesce(h.from_status::text || ' → ', '') || h.to_status::text, h.changed_at
  from public.project_status_history h
  join public.projects p on p.id = h.project_id
  where h.from_status is not null
  union all
  select 'invoice-paid', i.id, 'Invoice paid', i.invoice_number || ' · ' || c.company, i.paid_date::timestamptz
  from public.invoices i
  join public.clients c on c.id = i.client_id
  where i.status = 'paid'
    and not exists (
      select 1 from public.activity_log l where l.subject_id = i.id and l.to_status = 'paid'
    )
  union all
  select 'alert', a.id, 'Server ' || a.type::text, s.name || ': ' || a.message, a."timestamp"
  from public.server_alerts a
  join public.servers s on s.id = a.server_id
  union all
  select
    case l.subject_type when 'payment' then 'invoice-paid' else l.subject_type end,
    l.id,
    case
      when l.subject_type = 'payment' then 'Payment recorded'
      when l.from_status is null then initcap(l.subject_type) || ' created'
      else initcap(l.subject_type) || ' ' || l.to_status
    end,
    l.subject_label
      || case when l.subject_type = 'payment' then '' else ': ' || coalesce(l.from_status || ' → ', '') || l.to_status end
      || coalesce(' · ' || l.detail, '')
      || coalesce(' · by ' || l.actor_email, ''),
    l.occurred_at
  from public.activity_log l
) events
where public.has_role((select auth.uid()), 'admin');
