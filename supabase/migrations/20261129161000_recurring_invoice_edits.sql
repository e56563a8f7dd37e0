-- Staff edit a recurring invoice after creating it: its lines, description, tax rate, period, next date,
-- days to pay, and whether each invoice is drafted or sent. The edit says which version of the template
-- it was opened from and a stale one is refused (PT409, who saved since and when), as for projects,
-- clients, invoices and tasks; every change is logged with what it was and what it became.
--
-- The template is versioned by the house's triggers (claim_row_version, stamp_row_version): the worker
-- issuing a period and Pause/Resume bump the version too, so an edit opened before the worker moved the
-- next date cannot put it back (which would issue that period twice).
--
-- Redefined here: the activity_log subject_type check (from 20261129120000_quotes_online.sql; adds
-- 'recurring invoice') and create_recurring_invoice (from 20261129110000_invoice_mail.sql; its checks of
-- the lines moved to recurring_invoice_items, shared with the edit).

alter table public.recurring_invoices
  add column version integer not null default 1,
  add column updated_by uuid references auth.users (id) on delete set null;

create trigger recurring_invoices_author before insert on public.recurring_invoices
  for each row execute function public.stamp_row_author();
create trigger recurring_invoices_claim before update of version on public.recurring_invoices
  for each row execute function public.claim_row_version('recurring invoice');
create trigger recurring_invoices_version before update on public.recurring_invoices
  for each row execute function public.stamp_row_version('recurring invoice');

alter table public.activity_log drop constraint activity_log_subject_type_check;
alter table public.activity_log add constraint activity_log_subject_type_check
  check (subject_type in (
    'invoice', 'payment', 'expense', 'client', 'project',
    'service', 'team member', 'server', 'milestone', 'task', 'time entry', 'project expense',
    'invoice item', 'credit note', 'portal access', 'message', 'quote', 'recurring invoice'
  ));

-- A template's lines as an invoice's are checked (each has a description, a quantity above 0 and a price
-- of at least 0), trimmed and stored as create_invoice takes them.
create or replace function public.recurring_invoice_items(items jsonb)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
begin
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
  return (
    select jsonb_agg(jsonb_build_object(
      'description', btrim(item.value ->> 'description'),
      'quantity', (item.value ->> 'quantity')::numeric,
      'unit_price', (item.value ->> 'unit_price')::numeric) order by item.ordinality)
    from jsonb_array_elements(items) with ordinality as item
  );
end;
$$;
revoke execute on function public.recurring_invoice_items(jsonb) from public, anon, authenticated;

-- The invoices column's default: the one place the default rate is written.
create or replace function public.default_invoice_tax_rate()
returns numeric
language sql
stable
set search_path = ''
as $$
  select pg_catalog.pg_get_expr(d.adbin, d.adrelid)::numeric
  from pg_catalog.pg_attrdef d
  join pg_catalog.pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
  where d.adrelid = 'public.invoices'::regclass and a.attname = 'tax_rate'
$$;
revoke execute on function public.default_invoice_tax_rate() from public, anon, authenticated;

-- 'New recurring invoice', as before. The first date is today or later.
create or replace function public.create_recurring_invoice(template jsonb)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  first_date date := (template ->> 'next_date')::date;
  lines jsonb;
  new_id uuid;
begin
  perform public.require_admin();
  if not exists (select 1 from public.clients c where c.id = (template ->> 'client_id')::uuid and c.archived_at is null) then
    raise exception 'Choose a client.' using errcode = 'P0001';
  end if;
  lines := public.recurring_invoice_items(template -> 'items');
  if first_date is null or first_date < public.agency_today() then
    raise exception 'The next invoice date is today or later.' using errcode = 'P0001';
  end if;
  insert into public.recurring_invoices (
    client_id, project_id, description, items, tax_rate, every, start_date, next_date, due_days, send, created_by
  ) values (
    (template ->> 'client_id')::uuid,
    nullif(template ->> 'project_id', '')::uuid,
    btrim(template ->> 'description'),
    lines,
    coalesce((template ->> 'tax_rate')::numeric, public.default_invoice_tax_rate()),
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

-- 'Edit' on a recurring invoice, opened from p_version: every field of the template but its client (its
-- invoices name it). A new next date or period starts the count of periods again from that date (month
-- ends stay month ends from there); otherwise the schedule goes on as it was. Returns the new version.
create or replace function public.update_recurring_invoice(p_id uuid, p_version integer, template jsonb)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := auth.uid();
  old_row public.recurring_invoices;
  new_row public.recurring_invoices;
  next_day date := (template ->> 'next_date')::date;
  period text := coalesce(template ->> 'every', 'month');
  lines jsonb;
  rescheduled boolean;
begin
  perform public.require_admin();
  if p_version is null then
    raise exception 'An edit must say which version of the recurring invoice it was opened from.'
      using errcode = 'P0001';
  end if;
  select r.* into old_row from public.recurring_invoices r where r.id = p_id for update;
  if not found then
    raise exception 'This recurring invoice no longer exists.' using errcode = 'P0001';
  end if;
  -- Refused before the other checks: the form was filled from values that are no longer there.
  perform public.refuse_stale_edit('recurring invoice', p_version, old_row.version, old_row.updated_by,
    old_row.updated_at);
  lines := public.recurring_invoice_items(template -> 'items');
  if next_day is null or next_day < public.agency_today() then
    raise exception 'The next invoice date is today or later.' using errcode = 'P0001';
  end if;
  rescheduled := next_day <> old_row.next_date or period <> old_row.every;

  update public.recurring_invoices set
    description = btrim(template ->> 'description'),
    items = lines,
    tax_rate = coalesce((template ->> 'tax_rate')::numeric, public.default_invoice_tax_rate()),
    every = period,
    next_date = next_day,
    start_date = case when rescheduled then next_day else start_date end,
    issued_count = case when rescheduled then 0 else issued_count end,
    due_days = coalesce((template ->> 'due_days')::integer, 30),
    send = coalesce((template ->> 'send')::boolean, false),
    version = p_version
  where id = p_id
  returning * into new_row;

  if (to_jsonb(new_row) - array['version', 'updated_at', 'updated_by'])
    is distinct from (to_jsonb(old_row) - array['version', 'updated_at', 'updated_by']) then
    insert into public.activity_log (
      actor_id, actor_email, actor_role, subject_type, subject_id, subject_label, from_status, to_status, detail,
      operation, before, after
    ) values (
      actor,
      (select u.email from auth.users u where u.id = actor),
      auth.role(),
      'recurring invoice',
      p_id,
      left((select c.company from public.clients c where c.id = new_row.client_id) || ' · ' || new_row.description, 200),
      case when old_row.active then 'active' else 'paused' end,
      case when new_row.active then 'active' else 'paused' end,
      left('Edited · every ' || new_row.every || ' · next ' || to_char(new_row.next_date, 'Mon FMDD, YYYY')
        || (select ' · ' || to_char(o.total, 'FM$999,999,999,990.00') from public.recurring_invoices_overview o
            where o.id = p_id)
        || case when new_row.send then ' · sent by e-mail' else ' · drafted' end, 1000),
      'UPDATE',
      to_jsonb(old_row),
      to_jsonb(new_row)
    );
  end if;
  return new_row.version;
end;
$$;
revoke execute on function public.update_recurring_invoice(uuid, integer, jsonb) from public, anon;
grant execute on function public.update_recurring_invoice(uuid, integer, jsonb) to authenticated;

-- As before, with the version an edit is opened from.
create or replace view public.recurring_invoices_overview with (security_invoker = true) as
select
  r.id, r.client_id, c.company as client_name, r.project_id, p.name as project_name, r.description, r.items,
  r.every, r.next_date, r.due_days, r.send, r.active, r.issued_count, r.last_invoice_id,
  li.invoice_number as last_invoice_number,
  r.tax_rate,
  lines.subtotal,
  lines.subtotal + round(lines.subtotal * r.tax_rate / 100, 2) as total,
  r.version
from public.recurring_invoices r
join public.clients c on c.id = r.client_id
left join public.projects p on p.id = r.project_id
left join public.invoices li on li.id = r.last_invoice_id
cross join lateral (
  select coalesce(sum(round((item ->> 'quantity')::numeric * (item ->> 'unit_price')::numeric, 2)), 0) as subtotal
  from jsonb_array_elements(r.items) item
) lines;
