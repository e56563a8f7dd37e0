-- Quotes accepted online, and message notices that are retried.
--
-- Staff send a client a quote for a project (lines, tax, valid until; typed by hand or started from the
-- quote request's instant estimate). The client reads it in the portal and accepts or declines it, once,
-- while it is valid. Acceptance moves the project to Approved and drafts its invoice from the quote's
-- lines, for staff to check and send, in one transaction; each step is in the activity log. Staff only
-- read the quote tables and write through send_quote and withdraw_quote; the client only through
-- decide_quote, which checks that the quote is its client's (security definer: the function, not the
-- session, holds the write privilege, as for every money function).
--
-- Message notices join the lead-notice outbox: a project message queues a notice in the same
-- transaction, and the notice worker mails it with the same retries and backoff as a lead's.
--
-- Redefined here: the activity_log subject_type check (adds 'quote'), the lead_notices lead_table check
-- (adds 'project_messages') and claim_lead_notices (returns a message with its project and recipients).

create type public.quote_status as enum ('sent', 'accepted', 'declined', 'withdrawn');

create table public.quotes (
  id uuid primary key default gen_random_uuid(),
  quote_number text not null,
  project_id uuid not null references public.projects (id) on delete cascade,
  client_id uuid not null references public.clients (id) on delete cascade,
  -- The quote request it was started from, when it was.
  lead_id uuid references public.project_evaluations (id) on delete set null,
  title text not null,
  -- Words for the client, shown with the quote and carried to the invoice.
  notes text,
  tax_rate numeric(5, 2) not null,
  valid_until date not null,
  status public.quote_status not null default 'sent',
  sent_at timestamptz not null default now(),
  sent_by uuid references auth.users (id) on delete set null,
  decided_at timestamptz,
  decided_by uuid references auth.users (id) on delete set null,
  -- Kept as it was at the time: who accepted, declined or withdrew it, after the account is gone.
  decided_by_email text,
  decision_reason text,
  invoice_id uuid references public.invoices (id) on delete set null,
  constraint quotes_quote_number_key unique (quote_number),
  constraint quotes_quote_number_check check (quote_number ~ '^QUO-[0-9]{4}-[0-9]{3,}$'),
  constraint quotes_title_check check (char_length(btrim(title)) between 1 and 200),
  constraint quotes_notes_check check (notes is null or char_length(notes) <= 2000),
  constraint quotes_tax_rate_check check (tax_rate between 0 and 100),
  constraint quotes_reason_check check (decision_reason is null or char_length(decision_reason) <= 1000),
  constraint quotes_decided_check check ((status = 'sent') = (decided_at is null))
);
create index quotes_project_idx on public.quotes (project_id, sent_at desc);
create index quotes_client_idx on public.quotes (client_id, sent_at desc);

create table public.quote_items (
  id uuid primary key default gen_random_uuid(),
  quote_id uuid not null references public.quotes (id) on delete cascade,
  position integer not null,
  description text not null,
  quantity numeric(10, 2) not null,
  unit_price numeric(12, 2) not null,
  total numeric(14, 2) generated always as (round(quantity * unit_price, 2)) stored,
  constraint quote_items_position_key unique (quote_id, position),
  constraint quote_items_description_check check (char_length(btrim(description)) between 1 and 500),
  constraint quote_items_quantity_check check (quantity > 0),
  constraint quote_items_unit_price_check check (unit_price >= 0),
  constraint quote_items_position_check check (position >= 0)
);

alter table public.quotes enable row level security;
alter table public.quote_items enable row level security;
revoke all on public.quotes, public.quote_items from anon, authenticated;
grant select on public.quotes, public.quote_items to authenticated;

create policy "Admins read quotes" on public.quotes for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
create policy "Admins read quote lines" on public.quote_items for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
-- Through the member's projects, so a quote follows its project (an archived project hides it too).
create policy "Portal members read their quotes" on public.quotes for select to authenticated
  using (project_id in (
    select p.id from public.projects p where p.client_id = (select public.portal_client_id())
  ));
create policy "Portal members read their quote lines" on public.quote_items for select to authenticated
  using (quote_id in (
    select q.id from public.quotes q
    join public.projects p on p.id = q.project_id
    where p.client_id = (select public.portal_client_id())
  ));

-- A quote with its amounts (as an invoice's: lines, tax at its rate) and whether it has expired. Read
-- through the caller's own policies: a client gets its quotes, staff every quote.
create view public.quotes_overview with (security_invoker = true) as
select
  q.id,
  q.quote_number,
  q.project_id,
  p.name as project_name,
  q.client_id,
  q.lead_id,
  q.title,
  q.notes,
  q.tax_rate,
  q.valid_until,
  q.status,
  q.sent_at,
  q.decided_at,
  q.decided_by_email,
  q.decision_reason,
  q.invoice_id,
  coalesce(items.subtotal, 0) as subtotal,
  round(coalesce(items.subtotal, 0) * q.tax_rate / 100, 2) as tax_amount,
  coalesce(items.subtotal, 0) + round(coalesce(items.subtotal, 0) * q.tax_rate / 100, 2) as total,
  (q.status = 'sent' and q.valid_until < public.agency_today()) as is_expired
from public.quotes q
join public.projects p on p.id = q.project_id
left join lateral (
  select sum(li.total) as subtotal from public.quote_items li where li.quote_id = q.id
) items on true;

revoke all on public.quotes_overview from anon, authenticated;
grant select on public.quotes_overview to authenticated;

-- The activity log names quotes ----------------------------------------------------------------------

alter table public.activity_log drop constraint activity_log_subject_type_check;
alter table public.activity_log add constraint activity_log_subject_type_check
  check (subject_type in (
    'invoice', 'payment', 'expense', 'client', 'project',
    'service', 'team member', 'server', 'milestone', 'task', 'time entry', 'project expense',
    'invoice item', 'credit note', 'portal access', 'message', 'quote'
  ));

create or replace function public.log_quote(
  p_quote_id uuid,
  p_from text,
  p_to text,
  p_detail text
)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.activity_log
    (actor_id, actor_email, actor_role, subject_type, subject_id, subject_label, from_status, to_status, detail)
  select auth.uid(), (select u.email from auth.users u where u.id = auth.uid()), auth.role(), 'quote', q.id,
    q.quote_number || ' · ' || p.name, p_from, p_to, left(p_detail, 1000)
  from public.quotes q join public.projects p on p.id = q.project_id
  where q.id = p_quote_id
$$;
revoke execute on function public.log_quote(uuid, text, text, text) from public, anon, authenticated;

-- Sending ---------------------------------------------------------------------------------------------

-- A quote is for a project not agreed yet: new, in review or quoted.
create or replace function public.quotable_project_status(p_status public.project_status)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_status in ('new', 'in-review', 'quoted')
$$;

-- 'Send quote' on a project: numbered QUO-YYYY-NNN, its lines, valid until a date from today on. One
-- open quote per project: a quote still waiting for the client is withdrawn before another goes out.
-- The project moves to Quoted.
create or replace function public.send_quote(p_project_id uuid, quote jsonb, items jsonb)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := auth.uid();
  project record;
  open_quote record;
  lead uuid := nullif(quote ->> 'lead_id', '')::uuid;
  valid date := (quote ->> 'valid_until')::date;
  rate numeric := (quote ->> 'tax_rate')::numeric;
  year integer := extract(year from public.agency_today())::integer;
  number text;
  new_id uuid;
begin
  perform public.require_admin();
  select p.id, p.name, p.client_id, p.status, p.archived_at into project
  from public.projects p where p.id = p_project_id for update;
  if not found or project.archived_at is not null then
    raise exception 'This project no longer exists.' using errcode = 'P0001';
  end if;
  if not public.quotable_project_status(project.status) then
    raise exception 'The project is %: quotes are sent before work is agreed.', replace(project.status::text, '-', ' ')
      using errcode = 'P0001';
  end if;
  select q.quote_number, q.valid_until into open_quote from public.quotes q
  where q.project_id = p_project_id and q.status = 'sent' and q.valid_until >= public.agency_today()
  limit 1;
  if found then
    raise exception '% is still open until %: withdraw it before sending another.', open_quote.quote_number,
      to_char(open_quote.valid_until, 'Mon FMDD, YYYY') using errcode = 'P0001';
  end if;
  if valid is null or valid < public.agency_today() then
    raise exception 'The quote must be valid until today or later.' using errcode = 'P0001';
  end if;
  if jsonb_typeof(items) is distinct from 'array' or jsonb_array_length(items) = 0 then
    raise exception 'A quote needs at least one line.' using errcode = 'P0001';
  end if;
  if lead is not null and not exists (
    select 1 from public.project_evaluations e where e.id = lead and e.project_id = p_project_id
  ) then
    raise exception 'That quote request did not become this project.' using errcode = 'P0001';
  end if;
  if rate is null then
    -- The invoices' default rate, so the invoice drafted from the quote matches it.
    select pg_catalog.pg_get_expr(d.adbin, d.adrelid)::numeric into rate
    from pg_catalog.pg_attrdef d
    join pg_catalog.pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
    where d.adrelid = 'public.invoices'::regclass and a.attname = 'tax_rate';
  end if;

  -- Numbers in a year are taken one caller at a time.
  perform pg_advisory_xact_lock(hashtext('public.quotes.quote_number'));
  select 'QUO-' || year || '-' || lpad((coalesce(max(substr(q.quote_number, 10)::integer), 0) + 1)::text, 3, '0')
  into number
  from public.quotes q where q.quote_number like 'QUO-' || year || '-%';

  insert into public.quotes (quote_number, project_id, client_id, lead_id, title, notes, tax_rate, valid_until, sent_by)
  values (number, p_project_id, project.client_id, lead, btrim(quote ->> 'title'),
    nullif(btrim(quote ->> 'notes'), ''), rate, valid, actor)
  returning id into new_id;
  insert into public.quote_items (quote_id, position, description, quantity, unit_price)
  select new_id, item.ordinality - 1, btrim(item.value ->> 'description'), (item.value ->> 'quantity')::numeric,
    (item.value ->> 'unit_price')::numeric
  from jsonb_array_elements(items) with ordinality as item;

  perform public.log_quote(new_id, null, 'sent',
    (select to_char(o.total, 'FM$999,999,999,990.00') || ' · valid until ' || to_char(valid, 'Mon FMDD, YYYY')
     from public.quotes_overview o where o.id = new_id));
  if project.status <> 'quoted' then
    perform set_config('app.change_reason', 'Quote ' || number || ' sent', true);
    update public.projects set status = 'quoted' where id = p_project_id;
    perform set_config('app.change_reason', '', true);
  end if;
  return new_id;
end;
$$;

-- 'Withdraw' on a quote still waiting for the client (a mistake, or a new offer to follow).
create or replace function public.withdraw_quote(p_quote_id uuid, p_reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  q record;
  reason text := nullif(btrim(p_reason), '');
begin
  perform public.require_admin();
  if reason is null then
    raise exception 'Say why the quote is withdrawn.' using errcode = 'P0001';
  end if;
  select x.status into q from public.quotes x where x.id = p_quote_id for update;
  if not found then
    raise exception 'This quote no longer exists.' using errcode = 'P0001';
  end if;
  if q.status <> 'sent' then
    raise exception 'This quote was already %.', q.status using errcode = 'P0001';
  end if;
  update public.quotes set status = 'withdrawn', decided_at = now(), decided_by = auth.uid(),
    decided_by_email = (select u.email from auth.users u where u.id = auth.uid()), decision_reason = left(reason, 1000)
  where id = p_quote_id;
  perform public.log_quote(p_quote_id, 'sent', 'withdrawn', reason);
end;
$$;

-- The client decides --------------------------------------------------------------------------------

-- 'Accept quote' or 'Decline quote' in the portal, by a live member of the quote's client, once, while
-- the quote is valid (through its valid-until day, in the agency's time zone). Accepting moves the
-- project to Approved and drafts its invoice with the quote's lines, rate and words, due in 30 days,
-- which staff check and send.
create or replace function public.decide_quote(p_quote_id uuid, p_accept boolean, p_reason text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := auth.uid();
  actor_email text := (select u.email from auth.users u where u.id = actor);
  q record;
  project record;
  reason text := left(nullif(btrim(p_reason), ''), 1000);
  issued date := public.agency_today();
  invoice uuid;
begin
  if p_accept is null then
    raise exception 'Accept or decline the quote.' using errcode = 'P0001';
  end if;
  select x.id, x.quote_number, x.project_id, x.client_id, x.title, x.notes, x.tax_rate, x.valid_until, x.status,
    x.decided_at
  into q from public.quotes x where x.id = p_quote_id for update;
  -- Another client's quote reads as no quote, as it does through the API.
  if not found or q.client_id is distinct from public.portal_client_id() then
    raise exception 'This quote is not one of yours.' using errcode = '42501';
  end if;
  select p.id, p.name, p.status, p.archived_at into project from public.projects p where p.id = q.project_id for update;
  if project.archived_at is not null then
    raise exception 'This quote is not one of yours.' using errcode = '42501';
  end if;
  if q.status <> 'sent' then
    raise exception 'This quote was already % on %.', q.status,
      to_char(q.decided_at at time zone public.agency_time_zone(), 'Mon FMDD, YYYY') using errcode = 'P0001';
  end if;
  if q.valid_until < public.agency_today() then
    raise exception 'This quote expired on %. Ask us for a new one.', to_char(q.valid_until, 'Mon FMDD, YYYY')
      using errcode = 'P0001';
  end if;

  if not p_accept then
    update public.quotes set status = 'declined', decided_at = now(), decided_by = actor,
      decided_by_email = actor_email, decision_reason = reason
    where id = p_quote_id;
    perform public.log_quote(p_quote_id, 'sent', 'declined', reason);
    return jsonb_build_object('status', 'declined');
  end if;

  if not public.quotable_project_status(project.status) then
    raise exception 'The project is % now, so this quote can no longer be accepted. Ask us for a new one.',
      replace(project.status::text, '-', ' ') using errcode = 'P0001';
  end if;

  insert into public.invoices (invoice_number, client_id, project_id, status, issue_date, due_date, description, notes, tax_rate)
  values (
    public.next_money_number('invoice', extract(year from issued)::integer), q.client_id, q.project_id, 'draft',
    issued, issued + 30, left('Quote ' || q.quote_number || ': ' || q.title, 500), q.notes, q.tax_rate
  )
  returning id into invoice;
  perform set_config('app.invoice_in_creation', invoice::text, true);
  insert into public.invoice_items (invoice_id, position, description, quantity, unit_price)
  select invoice, li.position, li.description, li.quantity, li.unit_price
  from public.quote_items li where li.quote_id = p_quote_id;
  perform set_config('app.invoice_in_creation', '', true);

  update public.quotes set status = 'accepted', decided_at = now(), decided_by = actor,
    decided_by_email = actor_email, decision_reason = reason, invoice_id = invoice
  where id = p_quote_id;
  perform public.log_quote(p_quote_id, 'sent', 'accepted',
    (select to_char(o.total, 'FM$999,999,999,990.00') from public.quotes_overview o where o.id = p_quote_id)
      || ' · draft ' || (select i.invoice_number from public.invoices i where i.id = invoice));

  perform set_config('app.change_reason', 'Quote ' || q.quote_number || ' accepted by ' || actor_email, true);
  update public.projects set status = 'approved' where id = q.project_id;
  perform set_config('app.change_reason', '', true);
  return jsonb_build_object('status', 'accepted', 'invoice_id', invoice);
end;
$$;

do $$
declare
  f text;
begin
  foreach f in array array[
    'public.send_quote(uuid, jsonb, jsonb)',
    'public.withdraw_quote(uuid, text)',
    'public.decide_quote(uuid, boolean, text)'
  ] loop
    execute format('revoke execute on function %s from public, anon', f);
    execute format('grant execute on function %s to authenticated', f);
  end loop;
end
$$;
revoke execute on function public.quotable_project_status(public.project_status) from public, anon;
grant execute on function public.quotable_project_status(public.project_status) to authenticated;

-- Message notices through the notice outbox ----------------------------------------------------------

alter table public.lead_notices drop constraint lead_notices_lead_table_check;
alter table public.lead_notices add constraint lead_notices_lead_table_check
  check (lead_table in ('project_evaluations', 'contact_submissions', 'newsletter_subscriptions', 'project_messages'));

create or replace function public.enqueue_message_notice()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.lead_notices (lead_table, lead_id) values ('project_messages', new.id);
  return null;
end;
$$;
revoke execute on function public.enqueue_message_notice() from public, anon, authenticated;

create trigger project_messages_notice after insert on public.project_messages
  for each row execute function public.enqueue_message_notice();

-- As before, and a message comes with its project's name and, when staff wrote it, the addresses of the
-- client's live members at the time of sending (an access revoked meanwhile gets nothing).
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
      else (select to_jsonb(s) from public.newsletter_subscriptions s where s.id = c.lead_id)
    end,
    c.attempts
  from claimed c;
$$;
revoke execute on function public.claim_lead_notices(integer, integer) from public, anon, authenticated;
grant execute on function public.claim_lead_notices(integer, integer) to service_role;
