-- Staff take a lead to a client and a quote request to a project, and add and edit clients. The lead
-- keeps a link to what it became, so the inbox shows it and a lead is converted once. Conversions run
-- as the caller (RLS and require_admin decide) in one transaction each; clients and projects join the
-- activity log (who, when, from -> to), which the overview's recent activity reads.

-- What a lead became -------------------------------------------------------------------------------

alter table public.project_evaluations
  add column client_id uuid references public.clients (id) on delete set null,
  add column project_id uuid references public.projects (id) on delete set null;
alter table public.contact_submissions
  add column client_id uuid references public.clients (id) on delete set null;
create index project_evaluations_client_idx on public.project_evaluations (client_id) where client_id is not null;
create index contact_submissions_client_idx on public.contact_submissions (client_id) where client_id is not null;

-- The conversions below set the links as the staff member; nothing else of a lead becomes writable.
grant update (client_id, project_id) on public.project_evaluations to authenticated;
grant update (client_id) on public.contact_submissions to authenticated;

-- A lead's links with the names staff know them by (a view: the inbox rows keep their shape).
create view public.lead_links with (security_invoker = true) as
select e.id as lead_id, e.client_id, c.company as client_name, e.project_id, p.name as project_name
from public.project_evaluations e
left join public.clients c on c.id = e.client_id
left join public.projects p on p.id = e.project_id
union all
select s.id, s.client_id, c.company, null, null
from public.contact_submissions s
left join public.clients c on c.id = s.client_id;
revoke all on public.lead_links from anon, authenticated;
grant select on public.lead_links to authenticated;

-- Clients and projects in the activity log ---------------------------------------------------------

alter table public.activity_log drop constraint activity_log_subject_type_check;
alter table public.activity_log add constraint activity_log_subject_type_check
  check (subject_type in ('invoice', 'payment', 'expense', 'client', 'project'));

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
    when 'clients' then
      kind := 'client';
      label := new.company;
      detail := public.change_reason();
    when 'projects' then
      kind := 'project';
      label := new.name;
      detail := public.change_reason();
  end case;
  insert into public.activity_log
    (actor_id, actor_email, subject_type, subject_id, subject_label, from_status, to_status, detail)
  values (actor, actor_email, kind, new.id, label, from_status, to_status, detail);
  return null;
end;
$$;
revoke execute on function public.record_activity() from public, anon, authenticated;

create trigger clients_activity after insert or update of status on public.clients
  for each row execute function public.record_activity();
create trigger projects_activity after insert or update of status on public.projects
  for each row execute function public.record_activity();

-- The conversions ----------------------------------------------------------------------------------

-- 'Convert to client': a client from the lead's details as staff completed them; the lead links to
-- it. A lead is converted once, and an e-mail already on a client is named rather than duplicated.
create or replace function public.convert_lead_to_client(p_lead_id uuid, client jsonb)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  lead_email text;
  linked uuid;
  existing text;
  new_id uuid;
begin
  perform public.require_admin();
  select e.email, e.client_id into lead_email, linked
  from public.project_evaluations e where e.id = p_lead_id for update;
  if not found then
    select s.email, s.client_id into lead_email, linked
    from public.contact_submissions s where s.id = p_lead_id for update;
  end if;
  if lead_email is null then
    raise exception 'This lead no longer exists.' using errcode = 'P0001';
  end if;
  if linked is not null then
    raise exception 'This lead has already been converted to a client.' using errcode = 'P0001';
  end if;
  select c.company into existing from public.clients c where lower(c.email) = lower(client ->> 'email');
  if existing is not null then
    raise exception 'A client with this e-mail already exists: %.', existing using errcode = 'P0001';
  end if;
  perform set_config('app.change_reason', 'Converted from the lead of ' || lead_email, true);
  insert into public.clients (name, email, phone, company, website, industry, address, notes, status)
  values (
    client ->> 'name', client ->> 'email', nullif(client ->> 'phone', ''), client ->> 'company',
    nullif(client ->> 'website', ''), client ->> 'industry', nullif(client ->> 'address', ''),
    nullif(client ->> 'notes', ''), coalesce((client ->> 'status')::public.client_status, 'prospect')
  )
  returning id into new_id;
  perform set_config('app.change_reason', '', true);
  update public.project_evaluations set client_id = new_id where id = p_lead_id;
  update public.contact_submissions set client_id = new_id where id = p_lead_id;
  return new_id;
end;
$$;

-- 'Create project' on a quote request: the project (for the client the request became) with its
-- team; the request links to it. One project per request.
create or replace function public.create_project_from_quote(p_lead_id uuid, project jsonb, team uuid[])
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  request record;
  new_id uuid;
begin
  perform public.require_admin();
  select e.email, e.client_id, e.project_id, e.project_description into request
  from public.project_evaluations e where e.id = p_lead_id for update;
  if not found then
    raise exception 'This quote request no longer exists.' using errcode = 'P0001';
  end if;
  if request.project_description is null then
    raise exception 'Projects are created from quote requests.' using errcode = 'P0001';
  end if;
  if request.project_id is not null then
    raise exception 'A project has already been created from this quote request.' using errcode = 'P0001';
  end if;
  if request.client_id is null then
    raise exception 'Convert the lead to a client first.' using errcode = 'P0001';
  end if;
  if (project ->> 'client_id')::uuid is distinct from request.client_id then
    raise exception 'The project is for the client this lead became.' using errcode = 'P0001';
  end if;
  perform set_config('app.change_reason', 'From the quote request of ' || request.email, true);
  insert into public.projects
    (name, description, client_id, service_id, status, priority, start_date, deadline, budget, team_lead_id, tags)
  values (
    project ->> 'name', nullif(project ->> 'description', ''), request.client_id,
    (project ->> 'service_id')::uuid, coalesce((project ->> 'status')::public.project_status, 'new'),
    coalesce((project ->> 'priority')::public.project_priority, 'medium'), (project ->> 'start_date')::date,
    (project ->> 'deadline')::date, (project ->> 'budget')::numeric, nullif(project ->> 'team_lead_id', '')::uuid,
    coalesce(array(select jsonb_array_elements_text(project -> 'tags')), '{}')
  )
  returning id into new_id;
  perform set_config('app.change_reason', '', true);
  insert into public.project_assignments (project_id, team_member_id)
  select distinct new_id, member from unnest(coalesce(team, '{}')) as member;
  update public.project_evaluations set project_id = new_id where id = p_lead_id;
  return new_id;
end;
$$;

revoke execute on function public.convert_lead_to_client(uuid, jsonb) from public, anon;
grant execute on function public.convert_lead_to_client(uuid, jsonb) to authenticated;
revoke execute on function public.create_project_from_quote(uuid, jsonb, uuid[]) from public, anon;
grant execute on function public.create_project_from_quote(uuid, jsonb, uuid[]) to authenticated;

-- Recent activity: a project's status change the log already tells of is not told twice -----------

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
    and not exists (
      select 1 from public.activity_log l where l.subject_id = i.id and l.to_status = 'paid'
    )
  union all
  select 'alert', a.id, 'Server ' || a.type::text, s.name || ': ' || a.message, a."timestamp"
  from public.server_alerts a
  join public.servers s on s.id = a.server_id
  union all
  select
    case l.subject_type when 'payment' then 'invoice-paid' when 'project' then 'status-change' else l.subject_type end,
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
