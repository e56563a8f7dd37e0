-- The database is the last line for money. Until now an admin's session could write invoices, their
-- lines, payments and expenses straight through the REST API, past every rule the functions check: a
-- $999,999 payment on a $2,446.68 balance, a payment on a cancelled invoice, an invoice inserted as paid
-- with no payment, a paid invoice's line changed, a payment's amount changed while the log kept the old
-- one, and one hand-made TXN-998-2026 that left no transaction number for the rest of the year.
--
--   * Staff (anon and authenticated, admins included) only read the money tables; every change goes
--     through a function below, which checks the admin role and the rules (security definer: the
--     function, not the session, holds the write privilege).
--   * Triggers keep the rules that hold for every writer through the API, whatever the function:
--     lines change only on drafts, a payment goes on a sent invoice within its balance and never
--     changes afterwards, a new invoice is a draft or sent, a new expense is pending.
--   * Every change to a money row is logged by the database itself (who, which operation, before ->
--     after), and the log is append-only for everyone.
--   * Invoice, transaction and credit note numbers come from a per-year counter that skips numbers
--     already used, so no row can jam the series.
--   * Balances: an invoice's balance is its total less completed payments and credit notes. Staff write
--     a remaining balance off with a credit note and a reason, which closes the invoice; every figure
--     that sums invoices (finance_summary, finance_monthly, clients_overview, services_overview) reads
--     balances and credits, so a write-off is never counted as revenue nor as outstanding.
--   * One expense ledger: a project's expense is a row of public.expenses linked to the project, with
--     the one approval flow; project_expenses moves there and is dropped. A project's actual cost counts
--     its approved expenses, the same rows Finance totals.
--
-- Redefined here: create_invoice, record_payment, enforce_invoice_lifecycle, archivable_tables,
-- invoices_overview, finance_summary, finance_monthly, clients_overview, services_overview,
-- projects_overview, recent_activity. Made security definer (unchanged bodies): update_draft_invoice,
-- send_invoice, cancel_invoice, decide_expense, archive_record, restore_record.

-- Is this statement an API request (PostgREST sets the caller's claims)? Direct database sessions
-- (migrations, the sample data, maintenance) are the owner's and may already switch triggers off.
create or replace function public.api_request()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(nullif(current_setting('request.jwt.claims', true), ''), nullif(current_setting('request.jwt.claim.role', true), '')) is not null
$$;
revoke execute on function public.api_request() from public, anon, authenticated;

-- Numbers ------------------------------------------------------------------------------------------

create table public.money_numbers (
  series text not null,
  year integer not null,
  last_number integer not null,
  primary key (series, year),
  constraint money_numbers_series_check check (series in ('invoice', 'payment', 'credit'))
);
alter table public.money_numbers enable row level security;
revoke all on public.money_numbers from anon, authenticated;

-- The next free number of a series in a year: INV-YYYY-NNN, TXN-NNN-YYYY, CRN-YYYY-NNN. The counter row
-- is locked until the caller's transaction ends, so two callers never get the same number; a number
-- some row already holds (the sample data's, or one written before this counter) is skipped.
create or replace function public.next_money_number(p_series text, p_year integer)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  n integer;
  candidate text;
  taken boolean;
begin
  loop
    insert into public.money_numbers as m (series, year, last_number) values (p_series, p_year, 1)
    on conflict (series, year) do update set last_number = m.last_number + 1
    returning m.last_number into n;
    if n > 999 then
      raise exception 'No % number is left for %.',
        case p_series when 'payment' then 'transaction' when 'credit' then 'credit note' else p_series end, p_year
        using errcode = 'P0001';
    end if;
    case p_series
      when 'invoice' then
        candidate := 'INV-' || p_year || '-' || lpad(n::text, 3, '0');
        select exists (select 1 from public.invoices where invoice_number = candidate) into taken;
      when 'payment' then
        candidate := 'TXN-' || lpad(n::text, 3, '0') || '-' || p_year;
        select exists (select 1 from public.payments where transaction_id = candidate) into taken;
      when 'credit' then
        candidate := 'CRN-' || p_year || '-' || lpad(n::text, 3, '0');
        select exists (select 1 from public.invoice_credits where credit_number = candidate) into taken;
    end case;
    exit when not taken;
  end loop;
  return candidate;
end;
$$;
revoke execute on function public.next_money_number(text, integer) from public, anon, authenticated;

-- Credit notes ---------------------------------------------------------------------------------------

create table public.invoice_credits (
  id uuid primary key default gen_random_uuid(),
  invoice_id uuid not null references public.invoices (id) on delete restrict,
  credit_number text not null,
  amount numeric(12, 2) not null,
  credit_date date not null default public.agency_today(),
  reason text not null,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint invoice_credits_credit_number_key unique (credit_number),
  constraint invoice_credits_credit_number_check check (credit_number ~ '^CRN-[0-9]{4}-[0-9]{3}$'),
  constraint invoice_credits_amount_check check (amount > 0),
  constraint invoice_credits_reason_check check (char_length(btrim(reason)) between 1 and 1000)
);
create index invoice_credits_invoice_idx on public.invoice_credits (invoice_id);
alter table public.invoice_credits enable row level security;
create policy "Admins read credit notes" on public.invoice_credits for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
revoke all on public.invoice_credits from anon, authenticated;
grant select on public.invoice_credits to authenticated;

-- Staff read money; functions write it ------------------------------------------------------------------

revoke insert, update, delete, truncate on public.invoices, public.invoice_items, public.payments, public.expenses
  from anon, authenticated;

-- The log: every change, before -> after, append-only ------------------------------------------------

alter table public.activity_log
  add column operation text,
  add column before jsonb,
  add column after jsonb,
  -- The API role of the change (authenticated, service_role) or the database user without one.
  add column actor_role text,
  add constraint activity_log_operation_check check (operation is null or operation in ('INSERT', 'UPDATE', 'DELETE'));
alter table public.activity_log drop constraint activity_log_subject_type_check;
alter table public.activity_log add constraint activity_log_subject_type_check
  check (subject_type in (
    'invoice', 'payment', 'expense', 'client', 'project',
    'service', 'team member', 'server', 'milestone', 'task', 'time entry', 'project expense',
    'invoice item', 'credit note'
  ));

create or replace function public.keep_activity_log()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- The one change allowed: a deleted account's id becomes null (the e-mail stays).
  if tg_op = 'UPDATE' and old.actor_id is not null and new.actor_id is null
    and (to_jsonb(new) - 'actor_id') = (to_jsonb(old) - 'actor_id') then
    return new;
  end if;
  raise exception 'The activity log is append-only.' using errcode = '42501';
end;
$$;
revoke execute on function public.keep_activity_log() from public, anon, authenticated;

create trigger activity_log_append_only before update or delete on public.activity_log
  for each row execute function public.keep_activity_log();
create trigger activity_log_no_truncate before truncate on public.activity_log
  for each statement execute function public.keep_activity_log();

-- Security definer: it writes the log and reads the actor's e-mail, neither of which staff may do.
create or replace function public.log_money_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := auth.uid();
  before_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  after_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  fields jsonb := coalesce(after_row, before_row);
  invoice_number text;
  kind text;
  label text;
  from_status text := before_row ->> 'status';
  to_status text := coalesce(after_row ->> 'status', 'deleted');
  detail text;
begin
  if tg_op = 'UPDATE' and (before_row - 'updated_at') = (after_row - 'updated_at') then
    return null;
  end if;
  if tg_table_name <> 'invoices' and fields ? 'invoice_id' then
    select i.invoice_number into invoice_number from public.invoices i where i.id = (fields ->> 'invoice_id')::uuid;
  end if;
  case tg_table_name
    when 'invoices' then
      kind := 'invoice';
      label := fields ->> 'invoice_number';
      detail := case when tg_op = 'UPDATE' and from_status is distinct from to_status then public.change_reason() end;
    when 'payments' then
      kind := 'payment';
      label := (fields ->> 'transaction_id') || ' · ' || invoice_number;
      detail := to_char((fields ->> 'amount')::numeric, 'FM$999,999,999,990.00');
    when 'expenses' then
      kind := 'expense';
      label := fields ->> 'description';
      detail := case when tg_op = 'UPDATE' and from_status is distinct from to_status then public.change_reason() end;
    when 'invoice_items' then
      kind := 'invoice item';
      label := invoice_number || ' · ' || (fields ->> 'description');
      to_status := case tg_op when 'INSERT' then 'added' when 'UPDATE' then 'changed' else 'removed' end;
      detail := to_char((fields ->> 'total')::numeric, 'FM$999,999,999,990.00');
    when 'invoice_credits' then
      kind := 'credit note';
      label := (fields ->> 'credit_number') || ' · ' || invoice_number;
      to_status := case tg_op when 'DELETE' then 'deleted' else 'issued' end;
      detail := to_char((fields ->> 'amount')::numeric, 'FM$999,999,999,990.00') || ' · ' || (fields ->> 'reason');
  end case;
  insert into public.activity_log (
    actor_id, actor_email, actor_role, subject_type, subject_id, subject_label, from_status, to_status, detail,
    operation, before, after
  ) values (
    actor,
    (select u.email from auth.users u where u.id = actor),
    coalesce(auth.role(), session_user::text),
    kind,
    (fields ->> 'id')::uuid,
    coalesce(label, fields ->> 'id'),
    from_status,
    to_status,
    left(detail, 1000),
    tg_op,
    before_row,
    after_row
  );
  return null;
end;
$$;
revoke execute on function public.log_money_change() from public, anon, authenticated;

-- One log trigger per money table replaces the status-only ones.
drop trigger invoices_activity on public.invoices;
drop trigger payments_activity on public.payments;
drop trigger expenses_activity on public.expenses;
create trigger invoices_log after insert or update or delete on public.invoices
  for each row execute function public.log_money_change();
create trigger invoice_items_log after insert or update or delete on public.invoice_items
  for each row execute function public.log_money_change();
create trigger payments_log after insert or update or delete on public.payments
  for each row execute function public.log_money_change();
create trigger expenses_log after insert or update or delete on public.expenses
  for each row execute function public.log_money_change();
create trigger invoice_credits_log after insert or update or delete on public.invoice_credits
  for each row execute function public.log_money_change();

-- Rules every API writer obeys -------------------------------------------------------------------------

create or replace function public.guard_invoice_items()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  invoice_status public.invoice_status;
begin
  if not public.api_request()
    or (tg_op = 'INSERT' and new.invoice_id::text = current_setting('app.invoice_in_creation', true)) then
    return coalesce(new, old);
  end if;
  select i.status into invoice_status from public.invoices i
  where i.id = case when tg_op = 'DELETE' then old.invoice_id else new.invoice_id end;
  if invoice_status is distinct from 'draft'
    or (tg_op = 'UPDATE' and new.invoice_id <> old.invoice_id
      and (select i.status from public.invoices i where i.id = old.invoice_id) <> 'draft') then
    raise exception 'Only a draft invoice''s lines change.' using errcode = 'P0001';
  end if;
  return coalesce(new, old);
end;
$$;
revoke execute on function public.guard_invoice_items() from public, anon, authenticated;
create trigger invoice_items_draft_only before insert or update or delete on public.invoice_items
  for each row execute function public.guard_invoice_items();

create or replace function public.guard_payment()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  inv record;
begin
  if not public.api_request() then
    return coalesce(new, old);
  end if;
  if tg_op <> 'INSERT' then
    raise exception 'A recorded payment does not change.' using errcode = 'P0001';
  end if;
  select i.status, i.balance into inv from public.invoices_overview i where i.id = new.invoice_id;
  if inv.status is distinct from 'sent' then
    raise exception 'Payments are recorded on sent invoices; this one is %.', coalesce(inv.status::text, 'missing')
      using errcode = 'P0001';
  end if;
  if new.status = 'completed' and new.amount > inv.balance then
    raise exception 'The amount is more than the balance of %.', to_char(inv.balance, 'FM$999,999,999,990.00')
      using errcode = 'P0001';
  end if;
  return new;
end;
$$;
revoke execute on function public.guard_payment() from public, anon, authenticated;
create trigger payments_rules before insert or update or delete on public.payments
  for each row execute function public.guard_payment();

create or replace function public.guard_new_money_row()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not public.api_request() then
    return new;
  end if;
  -- Compared as text: one function serves both tables, whose status enums differ.
  if tg_table_name = 'invoices' and new.status::text not in ('draft', 'sent') then
    raise exception 'A new invoice is a draft or sent.' using errcode = 'P0001';
  end if;
  if tg_table_name = 'expenses' and (new.status::text <> 'pending' or to_jsonb(new) ->> 'approved_by' is not null) then
    raise exception 'A new expense is pending until someone approves or rejects it.' using errcode = 'P0001';
  end if;
  return new;
end;
$$;
revoke execute on function public.guard_new_money_row() from public, anon, authenticated;
create trigger invoices_new_rules before insert on public.invoices
  for each row execute function public.guard_new_money_row();
create trigger expenses_new_rules before insert on public.expenses
  for each row execute function public.guard_new_money_row();

create or replace function public.guard_credit()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if public.api_request() then
    raise exception 'A credit note is issued once and never changes.' using errcode = 'P0001';
  end if;
  return coalesce(new, old);
end;
$$;
revoke execute on function public.guard_credit() from public, anon, authenticated;
create trigger invoice_credits_final before update or delete on public.invoice_credits
  for each row execute function public.guard_credit();

-- Balances -------------------------------------------------------------------------------------------

-- Columns are named, not i.*: the table has gained archived_at since the view was made.
create or replace view public.invoices_overview with (security_invoker = true) as
select
  i.id, i.invoice_number, i.client_id, i.project_id, i.status, i.issue_date, i.due_date, i.paid_date,
  i.description, i.tax_rate, i.currency, i.payment_method, i.notes, i.created_at, i.updated_at,
  c.company as client_name,
  p.name as project_name,
  coalesce(items.subtotal, 0) as subtotal,
  round(coalesce(items.subtotal, 0) * i.tax_rate / 100, 2) as tax_amount,
  coalesce(items.subtotal, 0) + round(coalesce(items.subtotal, 0) * i.tax_rate / 100, 2) as total,
  coalesce(items.subtotal, 0) + round(coalesce(items.subtotal, 0) * i.tax_rate / 100, 2) as amount,
  coalesce(items.item_count, 0) as item_count,
  public.invoice_is_overdue(i.status, i.due_date) as is_overdue,
  coalesce(paid.amount, 0) as amount_paid,
  coalesce(credited.amount, 0) as amount_credited,
  -- What the client still owes: the total less completed payments and credit notes.
  case when i.status = 'cancelled' then 0 else
    coalesce(items.subtotal, 0) + round(coalesce(items.subtotal, 0) * i.tax_rate / 100, 2)
      - coalesce(paid.amount, 0) - coalesce(credited.amount, 0)
  end as balance
from public.invoices i
join public.clients c on c.id = i.client_id
left join public.projects p on p.id = i.project_id
left join lateral (
  select sum(li.total) as subtotal, count(*) as item_count
  from public.invoice_items li
  where li.invoice_id = i.id
) items on true
left join lateral (
  select sum(pay.amount) as amount from public.payments pay where pay.invoice_id = i.id and pay.status = 'completed'
) paid on true
left join lateral (
  select sum(cr.amount) as amount from public.invoice_credits cr where cr.invoice_id = i.id
) credited on true;

-- Definitions (spec §9), now with balances:
--   total_revenue   = paid invoices' totals less their credit notes (what was received), all time
--   outstanding     = open balances of sent invoices; overdue_amount = the open balances of those overdue
--   monthly_revenue = the same revenue of invoices paid in the last 30 days
--   written_off     = credit notes, all time
create or replace view public.finance_summary with (security_invoker = true) as
with inv as (
  select
    coalesce(sum(total - amount_credited) filter (where status = 'paid'), 0) as total_revenue,
    coalesce(sum(balance) filter (where status in ('sent', 'overdue')), 0) as outstanding_invoices,
    count(*) filter (where status in ('sent', 'overdue')) as outstanding_count,
    coalesce(sum(balance) filter (where is_overdue), 0) as overdue_amount,
    count(*) filter (where is_overdue) as overdue_count,
    coalesce(sum(total - amount_credited) filter (where status = 'paid' and paid_date > public.agency_today() - 30), 0)
      as monthly_revenue,
    coalesce(
      sum(total - amount_credited) filter (
        where status = 'paid' and paid_date > public.agency_today() - 60 and paid_date <= public.agency_today() - 30
      ),
      0
    ) as previous_revenue,
    coalesce(sum(amount_credited), 0) as written_off
  from public.invoices_overview
),
exp as (
  select
    coalesce(sum(amount) filter (where status = 'approved'), 0) as total_expenses,
    coalesce(sum(amount) filter (where status = 'approved' and date > public.agency_today() - 30), 0) as monthly_expenses
  from public.expenses
),
pay as (
  select coalesce(sum(amount), 0) as received
  from public.payments
  where status = 'completed' and payment_date > public.agency_today() - 30
)
select
  inv.total_revenue,
  exp.total_expenses,
  inv.total_revenue - exp.total_expenses as net_profit,
  round(100 * (inv.total_revenue - exp.total_expenses) / nullif(inv.total_revenue, 0), 1) as profit_margin,
  inv.outstanding_invoices,
  inv.outstanding_count,
  inv.overdue_amount,
  inv.overdue_count,
  inv.monthly_revenue,
  exp.monthly_expenses,
  round(100 * (inv.monthly_revenue - inv.previous_revenue) / nullif(inv.previous_revenue, 0), 1) as growth_rate,
  pay.received - exp.monthly_expenses as cash_flow,
  inv.written_off
from inv, exp, pay
where public.has_role((select auth.uid()), 'admin');

create or replace view public.finance_monthly with (security_invoker = true) as
select
  m.month::date as month,
  coalesce((select sum(i.total - i.amount_credited) from public.invoices_overview i
    where i.status = 'paid' and date_trunc('month', i.paid_date) = m.month), 0) as revenue,
  coalesce((select sum(e.amount) from public.expenses e
    where e.status = 'approved' and date_trunc('month', e.date) = m.month), 0) as expenses
from generate_series(
  date_trunc('month', public.agency_today()) - interval '11 months',
  date_trunc('month', public.agency_today()),
  interval '1 month'
) as m(month)
where public.has_role((select auth.uid()), 'admin');

create or replace view public.clients_overview with (security_invoker = true) as
select
  c.id, c.name, c.email, c.phone, c.company, c.website, c.industry, c.address, c.notes, c.status,
  c.created_at, c.updated_at,
  coalesce(rev.total, 0) as total_revenue,
  coalesce(proj.active, 0) as active_projects,
  coalesce(proj.completed, 0) as completed_projects,
  coalesce(proj.total, 0) as total_projects,
  proj.average_value as average_project_value
from public.clients c
left join lateral (
  select sum(i.total - i.amount_credited) as total
  from public.invoices_overview i where i.client_id = c.id and i.status = 'paid'
) rev on true
left join lateral (
  select
    count(*) filter (where p.status in ('approved', 'in-progress')) as active,
    count(*) filter (where p.status = 'completed') as completed,
    count(*) as total,
    round(avg(p.budget) filter (where p.status <> 'cancelled'), 2) as average_value
  from public.projects p
  where p.client_id = c.id
) proj on true;

create or replace view public.services_overview with (security_invoker = true) as
select
  s.id,
  s.name,
  s.description,
  s.category,
  s.status,
  s.base_price,
  s.hourly_rate,
  s.estimated_duration,
  s.features,
  s.requirements,
  s.deliverables,
  s.created_at,
  s.updated_at,
  coalesce(proj.total, 0) as total_projects,
  coalesce(rev.total, 0) as total_revenue,
  proj.average_rating,
  proj.completion_rate
from public.services s
left join (
  select
    p.service_id,
    count(*) as total,
    round(avg(p.client_rating), 1) as average_rating,
    round(
      100.0 * count(*) filter (where p.status = 'completed')
        / nullif(count(*) filter (where p.status in ('completed', 'cancelled')), 0),
      1
    ) as completion_rate
  from public.projects p
  group by p.service_id
) proj on proj.service_id = s.id
left join (
  select p.service_id, sum(i.total - i.amount_credited) as total
  from public.invoices_overview i
  join public.projects p on p.id = i.project_id
  where i.status = 'paid'
  group by p.service_id
) rev on rev.service_id = s.id;

-- Lifecycle: credits count towards paid; a part-paid invoice is written off, not cancelled --------

create or replace function public.enforce_invoice_lifecycle()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  received numeric;
  credited numeric;
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
  if old.archived_at is not null then
    raise exception 'This invoice is archived: restore it first.' using errcode = 'P0001';
  end if;
  if (old.status, new.status) not in (('draft', 'sent'), ('draft', 'cancelled'), ('sent', 'paid'), ('sent', 'cancelled')) then
    raise exception 'A % invoice cannot become %.', old.status, new.status using errcode = 'P0001';
  end if;
  select coalesce(sum(p.amount), 0) into received
  from public.payments p where p.invoice_id = new.id and p.status = 'completed';
  select coalesce(sum(c.amount), 0) into credited from public.invoice_credits c where c.invoice_id = new.id;
  if new.status = 'paid' then
    select i.total into due from public.invoices_overview i where i.id = new.id;
    if received + credited < due then
      raise exception 'Payments received do not cover the invoice yet.' using errcode = 'P0001';
    end if;
  end if;
  if new.status = 'cancelled' then
    if received > 0 then
      raise exception 'Money has been received on this invoice, so it cannot be cancelled: write off the remaining balance instead.'
        using errcode = 'P0001';
    end if;
    if public.change_reason() is null then
      raise exception 'Say why the invoice is cancelled.' using errcode = 'P0001';
    end if;
  end if;
  return new;
end;
$$;

-- The functions staff write through --------------------------------------------------------------

alter function public.update_draft_invoice(uuid, jsonb, jsonb) security definer;
alter function public.send_invoice(uuid) security definer;
alter function public.cancel_invoice(uuid, text) security definer;
alter function public.decide_expense(uuid, public.expense_status) security definer;
alter function public.archive_record(text, uuid) security definer;
alter function public.restore_record(text, uuid) security definer;

-- Creates an invoice, draft or sent, with its items, numbered INV-YYYY-NNN. The rate goes into the
-- inserted row: set afterwards, it was an edit of a sent invoice, which the lifecycle refuses (every
-- sent invoice at a rate other than the default failed).
create or replace function public.create_invoice(invoice jsonb, items jsonb)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  issued date := coalesce((invoice ->> 'issue_date')::date, public.agency_today());
  requested public.invoice_status := coalesce((invoice ->> 'status')::public.invoice_status, 'draft');
  rate numeric := (invoice ->> 'tax_rate')::numeric;
  new_id uuid;
begin
  if not public.has_role((select auth.uid()), 'admin') then
    raise exception 'Only admins can create invoices' using errcode = '42501';
  end if;
  if jsonb_typeof(items) is distinct from 'array' or jsonb_array_length(items) = 0 then
    raise exception 'An invoice needs at least one line item' using errcode = '23514';
  end if;
  if requested not in ('draft', 'sent') then
    raise exception 'A new invoice is a draft or sent.' using errcode = 'P0001';
  end if;
  if rate is null then
    -- The column's default stays the one place the default rate is written.
    select pg_catalog.pg_get_expr(d.adbin, d.adrelid)::numeric into rate
    from pg_catalog.pg_attrdef d
    join pg_catalog.pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
    where d.adrelid = 'public.invoices'::regclass and a.attname = 'tax_rate';
  end if;

  insert into public.invoices (
    invoice_number, client_id, project_id, status, issue_date, due_date, description, payment_method, notes, tax_rate
  ) values (
    public.next_money_number('invoice', extract(year from issued)::integer),
    (invoice ->> 'client_id')::uuid,
    nullif(invoice ->> 'project_id', '')::uuid,
    requested,
    issued,
    (invoice ->> 'due_date')::date,
    nullif(invoice ->> 'description', ''),
    nullif(invoice ->> 'payment_method', '')::public.payment_method,
    nullif(invoice ->> 'notes', ''),
    rate
  )
  returning id into new_id;

  -- The lines go in with the invoice, whatever its status (guard_invoice_items lets this one through).
  perform set_config('app.invoice_in_creation', new_id::text, true);
  insert into public.invoice_items (invoice_id, position, description, quantity, unit_price)
  select new_id, item.ordinality - 1, item.value ->> 'description', (item.value ->> 'quantity')::numeric,
    (item.value ->> 'unit_price')::numeric
  from jsonb_array_elements(items) with ordinality as item;
  perform set_config('app.invoice_in_creation', '', true);

  return new_id;
end;
$$;

create or replace function public.record_payment(
  p_invoice_id uuid,
  p_amount numeric,
  p_payment_date date,
  p_method public.payment_method,
  p_notes text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  inv record;
  balance numeric;
  txn text;
  new_status public.invoice_status;
begin
  perform public.require_admin();
  select id, status, issue_date, archived_at into inv from public.invoices where id = p_invoice_id for update;
  if not found then
    raise exception 'This invoice no longer exists.' using errcode = 'P0001';
  end if;
  if inv.archived_at is not null then
    raise exception 'This invoice is archived: restore it first.' using errcode = 'P0001';
  end if;
  if inv.status <> 'sent' then
    raise exception 'Payments are recorded on sent invoices; this one is %.', inv.status using errcode = 'P0001';
  end if;
  if p_payment_date > public.agency_today() then
    raise exception 'The payment date cannot be in the future.' using errcode = 'P0001';
  end if;
  if p_payment_date < inv.issue_date then
    raise exception 'The payment date cannot be before the invoice was issued (%).', inv.issue_date
      using errcode = 'P0001';
  end if;
  select i.balance into balance from public.invoices_overview i where i.id = p_invoice_id;
  if p_amount is null or p_amount <= 0 then
    raise exception 'The amount must be more than $0.' using errcode = 'P0001';
  end if;
  if p_amount > balance then
    raise exception 'The amount is more than the balance of %.', to_char(balance, 'FM$999,999,999,990.00')
      using errcode = 'P0001';
  end if;

  txn := public.next_money_number('payment', extract(year from p_payment_date)::integer);
  insert into public.payments (invoice_id, amount, payment_date, payment_method, transaction_id, status, notes)
  values (p_invoice_id, p_amount, p_payment_date, p_method, txn, 'completed', nullif(btrim(p_notes), ''));

  new_status := 'sent';
  if p_amount >= balance then
    update public.invoices set status = 'paid', paid_date = p_payment_date, payment_method = p_method
    where id = p_invoice_id;
    new_status := 'paid';
  end if;
  return jsonb_build_object('transaction_id', txn, 'status', new_status);
end;
$$;

-- 'Write off balance': a credit note for what is still owed on a sent invoice, with the reason the log
-- keeps; the invoice is closed (paid: nothing is owed any more) on today's date.
create or replace function public.write_off_invoice(p_invoice_id uuid, p_reason text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  inv record;
  balance numeric;
  reason text := nullif(btrim(p_reason), '');
  credit text;
  closed date;
begin
  perform public.require_admin();
  if reason is null then
    raise exception 'Say why the balance is written off.' using errcode = 'P0001';
  end if;
  if char_length(reason) > 1000 then
    raise exception 'The reason is at most 1000 characters.' using errcode = 'P0001';
  end if;
  select id, status, issue_date, archived_at into inv from public.invoices where id = p_invoice_id for update;
  if not found then
    raise exception 'This invoice no longer exists.' using errcode = 'P0001';
  end if;
  if inv.archived_at is not null then
    raise exception 'This invoice is archived: restore it first.' using errcode = 'P0001';
  end if;
  if inv.status <> 'sent' then
    raise exception 'Only a sent invoice''s balance is written off; this one is %.', inv.status using errcode = 'P0001';
  end if;
  select i.balance into balance from public.invoices_overview i where i.id = p_invoice_id;
  if balance <= 0 then
    raise exception 'Nothing is left to write off on this invoice.' using errcode = 'P0001';
  end if;
  closed := greatest(public.agency_today(), inv.issue_date);
  credit := public.next_money_number('credit', extract(year from closed)::integer);
  insert into public.invoice_credits (invoice_id, credit_number, amount, credit_date, reason, created_by)
  values (p_invoice_id, credit, balance, closed, reason, auth.uid());
  perform set_config('app.change_reason', 'Written off (' || credit || '): ' || reason, true);
  update public.invoices set status = 'paid', paid_date = closed where id = p_invoice_id;
  perform set_config('app.change_reason', '', true);
  return jsonb_build_object('credit_number', credit, 'amount', balance, 'status', 'paid');
end;
$$;

-- 'Add Expense' (Finance) and 'Add expense' (a project): one ledger, pending until decided.
create or replace function public.create_expense(expense jsonb)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  new_id uuid;
begin
  perform public.require_admin();
  insert into public.expenses (description, amount, category, date, project_id, notes, status)
  values (
    btrim(expense ->> 'description'),
    (expense ->> 'amount')::numeric,
    (expense ->> 'category')::public.expense_category,
    (expense ->> 'date')::date,
    nullif(expense ->> 'project_id', '')::uuid,
    nullif(btrim(expense ->> 'notes'), ''),
    'pending'
  )
  returning id into new_id;
  return new_id;
end;
$$;

do $$
declare
  f text;
begin
  foreach f in array array[
    'public.create_invoice(jsonb, jsonb)',
    'public.record_payment(uuid, numeric, date, public.payment_method, text)',
    'public.write_off_invoice(uuid, text)',
    'public.create_expense(jsonb)'
  ] loop
    execute format('revoke execute on function %s from public, anon', f);
    execute format('grant execute on function %s to authenticated', f);
  end loop;
end
$$;

-- One expense ledger ---------------------------------------------------------------------------------

-- A project's expense was spent when it was logged (it counted in the project's cost at once), so it
-- moves in approved on its own date; archived ones stay archived.
insert into public.expenses (id, description, amount, category, date, project_id, status, approved_date, notes, created_at, archived_at)
select e.id, e.description, e.amount, e.category, e.date, e.project_id, 'approved', e.date,
  'Logged on the project before project expenses joined the expense ledger.', now(), e.archived_at
from public.project_expenses e;

create or replace view public.projects_overview with (security_invoker = true) as
select
  p.id, p.name, p.description, p.client_id, p.service_id, p.status, p.priority, p.start_date, p.end_date,
  p.deadline, p.budget, p.progress, p.team_lead_id, p.tags, p.client_rating, p.created_at, p.updated_at,
  c.company as client_name,
  s.name as service_name,
  s.category as service_type,
  lead.name as team_lead,
  coalesce(team.names, '{}') as assigned_team,
  coalesce(team.ids, '{}') as assigned_team_ids,
  -- actual_cost = labour (hours logged x the member's hourly rate) + the project's approved expenses,
  -- the rows Finance's total expenses count.
  coalesce(labour.cost, 0) + coalesce(spent.amount, 0) as actual_cost,
  coalesce(labour.hours, 0) as hours_logged,
  coalesce(labour.billable_hours, 0) as billable_hours
from public.projects p
join public.clients c on c.id = p.client_id
join public.services s on s.id = p.service_id
left join public.team_members lead on lead.id = p.team_lead_id
left join lateral (
  select array_agg(m.name order by m.name) as names, array_agg(m.id order by m.name) as ids
  from public.project_assignments a
  join public.team_members m on m.id = a.team_member_id
  where a.project_id = p.id
) team on true
left join lateral (
  select
    sum(round(t.hours * coalesce(m.hourly_rate, 0), 2)) as cost,
    sum(t.hours) as hours,
    sum(t.hours) filter (where t.billable) as billable_hours
  from public.project_time_entries t
  left join public.team_members m on m.id = t.team_member_id
  where t.project_id = p.id
) labour on true
left join lateral (
  select sum(e.amount) as amount from public.expenses e where e.project_id = p.id and e.status = 'approved'
) spent on true;

drop table public.project_expenses;

create or replace function public.archivable_tables()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array[
    'clients', 'projects', 'invoices', 'expenses', 'services', 'team_members', 'servers',
    'project_milestones', 'project_tasks', 'project_time_entries'
  ]
$$;

-- Recent activity: the log's field edits, line changes and removals are history, not news -----------

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
    and not exists (
      select 1 from public.activity_log l where l.subject_id = h.project_id and l.occurred_at = h.changed_at
    )
  union all
  select 'invoice-paid', i.id, 'Invoice paid', i.invoice_number || ' · ' || c.company, i.paid_date::timestamptz
  from public.invoices i
  join public.clients c on c.id = i.client_id
  where i.status = 'paid'
    -- Told by the log when staff paid it; rows loaded without a session (sample data) are told here.
    and not exists (
      select 1 from public.activity_log l where l.subject_id = i.id and l.to_status = 'paid' and l.actor_id is not null
    )
  union all
  select 'alert', a.id, 'Server ' || a.type::text, s.name || ': ' || a.message, a."timestamp"
  from public.server_alerts a
  join public.servers s on s.id = a.server_id
  union all
  select
    case l.subject_type
      when 'payment' then 'invoice-paid' when 'credit note' then 'invoice' when 'project' then 'status-change'
      else l.subject_type
    end,
    l.id,
    case
      when l.subject_type = 'payment' then 'Payment recorded'
      when l.subject_type = 'credit note' then 'Balance written off'
      when l.from_status is null then initcap(l.subject_type) || ' created'
      else initcap(l.subject_type) || ' ' || l.to_status
    end,
    l.subject_label
      || case when l.subject_type in ('payment', 'credit note') then '' else ': ' || coalesce(l.from_status || ' → ', '') || l.to_status end
      || coalesce(' · ' || l.detail, '')
      || coalesce(' · by ' || l.actor_email, ''),
    l.occurred_at
  from public.activity_log l
  where l.operation is null
    or (
      l.actor_id is not null
      and l.operation <> 'DELETE'
      and l.subject_type <> 'invoice item'
      and l.from_status is distinct from l.to_status
      and not (l.operation = 'INSERT' and l.subject_type = 'expense')
    )
) events
where public.has_role((select auth.uid()), 'admin');
