-- The agency's calendar. Every "today" of the database was current_date, the day in the session's time
-- zone (UTC), while the dashboard, its forms and its files count days in Houston: from 6 pm to midnight
-- there an invoice due today was already overdue, the month's figures had moved to tomorrow, and a
-- payment dated tomorrow passed the "not in the future" check. public.agency_today() is the one "today"
-- of the database, in the zone lib/admin/workspace/dates.ts names (a stack test holds the two
-- together); every view, default and function that read current_date now reads it. Timestamps stay
-- timestamptz and are unchanged: only calendar days move to the agency's calendar.

create or replace function public.agency_time_zone()
returns text
language sql
immutable
set search_path = ''
as $$
  select 'America/Chicago'
$$;

create or replace function public.agency_today()
returns date
language sql
stable
set search_path = ''
as $$
  select (now() at time zone public.agency_time_zone())::date
$$;

alter table public.team_members alter column joined_date set default public.agency_today();
alter table public.invoices alter column issue_date set default public.agency_today();

create or replace function public.invoice_is_overdue(status public.invoice_status, due_date date)
returns boolean
language sql
stable
set search_path = ''
as $$
  select status not in ('draft', 'paid', 'cancelled') and due_date < public.agency_today()
$$;

create or replace view public.finance_summary with (security_invoker = true) as
with inv as (
  select
    coalesce(sum(total) filter (where status = 'paid'), 0) as total_revenue,
    coalesce(sum(total) filter (where status in ('sent', 'overdue')), 0) as outstanding_invoices,
    count(*) filter (where status in ('sent', 'overdue')) as outstanding_count,
    coalesce(sum(total) filter (where is_overdue), 0) as overdue_amount,
    count(*) filter (where is_overdue) as overdue_count,
    coalesce(sum(total) filter (where status = 'paid' and paid_date > public.agency_today() - 30), 0) as monthly_revenue,
    coalesce(
      sum(total) filter (where status = 'paid' and paid_date > public.agency_today() - 60 and paid_date <= public.agency_today() - 30),
      0
    ) as previous_revenue
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
  pay.received - exp.monthly_expenses as cash_flow
from inv, exp, pay
where public.has_role((select auth.uid()), 'admin');

create or replace view public.finance_monthly with (security_invoker = true) as
select
  m.month::date as month,
  coalesce((select sum(i.total) from public.invoices_overview i
    where i.status = 'paid' and date_trunc('month', i.paid_date) = m.month), 0) as revenue,
  coalesce((select sum(e.amount) from public.expenses e
    where e.status = 'approved' and date_trunc('month', e.date) = m.month), 0) as expenses
from generate_series(
  date_trunc('month', public.agency_today()) - interval '11 months',
  date_trunc('month', public.agency_today()),
  interval '1 month'
) as m(month)
where public.has_role((select auth.uid()), 'admin');

create or replace view public.team_overview with (security_invoker = true) as
select
  m.id,
  m.name,
  m.email,
  m.phone,
  m."position",
  m.department,
  m.role,
  m.status,
  m.avatar,
  m.bio,
  m.skills,
  m.experience_years,
  m.hourly_rate,
  m.performance_rating,
  m.availability,
  m.location,
  m.timezone,
  m.joined_date,
  m.last_active,
  m.education,
  m.languages,
  m.specializations,
  m.max_hours,
  m.created_at,
  m.updated_at,
  coalesce(proj.total, 0) as projects_count,
  coalesce(proj.completed, 0) as completed_projects,
  coalesce(proj.current_names, '{}') as current_projects,
  coalesce(cert.names, '{}') as certifications,
  coalesce(logged.hours, 0) as current_hours,
  round(100.0 * coalesce(logged.hours, 0) / m.max_hours, 1) as utilization_rate,
  coalesce(work.upcoming, 0) as upcoming_deadlines,
  coalesce(work.overdue, 0) as overdue_tasks
from public.team_members m
left join lateral (
  select
    count(*) as total,
    count(*) filter (where p.status = 'completed') as completed,
    array_agg(p.name order by p.deadline) filter (where p.status in ('approved', 'in-progress')) as current_names
  from public.projects p
  where p.team_lead_id = m.id
    or p.id = any (array(select a.project_id from public.project_assignments a where a.team_member_id = m.id))
) proj on true
left join lateral (
  select array_agg(tc.name order by tc.issued_date) as names
  from public.team_certifications tc
  where tc.team_member_id = m.id
) cert on true
left join lateral (
  select sum(t.hours) as hours
  from public.project_time_entries t
  where t.team_member_id = m.id and t.date > public.agency_today() - 7 and t.date <= public.agency_today()
) logged on true
left join lateral (
  select
    count(*) filter (where t.due_date between public.agency_today() and public.agency_today() + 14) as upcoming,
    count(*) filter (where t.due_date < public.agency_today()) as overdue
  from public.project_tasks t
  where t.assignee_id = m.id and t.status <> 'completed'
) work on true;

-- Invoice numbers count archived invoices too (app.include_archived, as 20261126060000 set it).
create or replace function public.create_invoice(invoice jsonb, items jsonb)
returns uuid
language plpgsql
security invoker
set search_path = ''
set app.include_archived = 'on'
as $$
declare
  issued date := coalesce((invoice ->> 'issue_date')::date, public.agency_today());
  next_number integer;
  new_id uuid;
begin
  if not public.has_role((select auth.uid()), 'admin') then
    raise exception 'Only admins can create invoices' using errcode = '42501';
  end if;
  if jsonb_typeof(items) <> 'array' or jsonb_array_length(items) = 0 then
    raise exception 'An invoice needs at least one line item' using errcode = '23514';
  end if;
  perform pg_advisory_xact_lock(hashtext('public.invoices.invoice_number'));
  select coalesce(max(substr(invoice_number, 10, 3)::integer), 0) + 1 into next_number
  from public.invoices
  where invoice_number like 'INV-' || extract(year from issued)::integer || '-%';

  insert into public.invoices (
    invoice_number, client_id, project_id, status, issue_date, due_date, description, payment_method, notes
  ) values (
    'INV-' || extract(year from issued)::integer || '-' || lpad(next_number::text, 3, '0'),
    (invoice ->> 'client_id')::uuid,
    nullif(invoice ->> 'project_id', '')::uuid,
    coalesce((invoice ->> 'status')::public.invoice_status, 'draft'),
    issued,
    (invoice ->> 'due_date')::date,
    nullif(invoice ->> 'description', ''),
    nullif(invoice ->> 'payment_method', '')::public.payment_method,
    nullif(invoice ->> 'notes', '')
  )
  returning id into new_id;
  -- Without a rate of its own the invoice keeps the column's default (the one place it is written).
  if invoice ->> 'tax_rate' is not null then
    update public.invoices set tax_rate = (invoice ->> 'tax_rate')::numeric where id = new_id;
  end if;

  insert into public.invoice_items (invoice_id, position, description, quantity, unit_price)
  select new_id, item.ordinality - 1, item.value ->> 'description', (item.value ->> 'quantity')::numeric,
    (item.value ->> 'unit_price')::numeric
  from jsonb_array_elements(items) with ordinality as item;

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
  if p_payment_date > public.agency_today() then
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
  set status = p_decision, approved_by = member, approved_date = greatest(public.agency_today(), date)
  where id = p_expense_id;
  if not found then
    raise exception 'This expense no longer exists.' using errcode = 'P0001';
  end if;
  return p_decision;
end;
$$;
