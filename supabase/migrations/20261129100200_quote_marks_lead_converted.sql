-- Converting a quote request marks the lead Converted (it moved it to the project status Approved).
-- Converted is a lead's status: a project is never in it.
--
-- Redefines public.create_project_from_quote(uuid, jsonb, uuid[]) (from
-- 20261129021000_task_time_and_quote_projects.sql): same signature, only the lead's status changes.

alter table public.projects
  add constraint projects_status_not_lead_check check (status <> 'converted');
alter table public.project_status_history
  add constraint project_status_history_not_lead_check check (to_status <> 'converted');

-- Leads already made into projects read as what they are.
update public.project_evaluations set status = 'converted' where project_id is not null;

-- 'Create project' on a quote request: the project (for the client the request became) with its
-- service (the request's, unless staff chose another), its team lead and team; the request links to
-- it and is marked Converted. One project per request.
create or replace function public.create_project_from_quote(p_lead_id uuid, project jsonb, team uuid[])
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  request record;
  service uuid;
  new_id uuid;
begin
  perform public.require_admin();
  select e.email, e.client_id, e.project_id, e.project_description, e.service into request
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
  service := coalesce(nullif(project ->> 'service_id', '')::uuid, public.service_for_request(request.service::text));
  if service is null then
    raise exception 'Choose the service the project delivers.' using errcode = 'P0001';
  end if;
  if nullif(project ->> 'team_lead_id', '') is null then
    raise exception 'Choose a team lead for the project.' using errcode = 'P0001';
  end if;
  perform set_config('app.change_reason', 'From the quote request of ' || request.email, true);
  insert into public.projects
    (name, description, client_id, service_id, status, priority, start_date, deadline, budget, team_lead_id, tags)
  values (
    project ->> 'name', nullif(project ->> 'description', ''), request.client_id, service,
    coalesce((project ->> 'status')::public.project_status, 'new'),
    coalesce((project ->> 'priority')::public.project_priority, 'medium'), (project ->> 'start_date')::date,
    (project ->> 'deadline')::date, (project ->> 'budget')::numeric, (project ->> 'team_lead_id')::uuid,
    coalesce(array(select jsonb_array_elements_text(project -> 'tags')), '{}')
  )
  returning id into new_id;
  perform set_config('app.change_reason', '', true);
  insert into public.project_assignments (project_id, team_member_id)
  select distinct new_id, member from unnest(coalesce(team, '{}')) as member;
  update public.project_evaluations set project_id = new_id, status = 'converted' where id = p_lead_id;
  return new_id;
end;
$$;
