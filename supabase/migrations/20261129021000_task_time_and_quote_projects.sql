-- Projects and tasks as staff use them. Time could only be logged against a project, so a task's
-- "Hours: 0 of 12 estimated" never moved, and its actual hours were a number anyone could type. Time
-- entries now name the task they were spent on (a task of the same project), and a task's actual hours
-- are the sum of the time logged on it, kept by the database. Converting a quote request carries the
-- request's service and a team lead, and moves the request to Approved (the quote became work).

-- Time on a task --------------------------------------------------------------------------------------

alter table public.project_tasks add constraint project_tasks_id_project_key unique (id, project_id);
alter table public.project_time_entries
  add column task_id uuid,
  add constraint project_time_entries_task_fkey foreign key (task_id, project_id)
    references public.project_tasks (id, project_id) on delete set null (task_id);
create index project_time_entries_task_idx on public.project_time_entries (task_id) where task_id is not null;

-- A task's actual hours: the time logged on it that is still on record (archived entries left it).
create or replace function public.sum_task_hours()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  update public.project_tasks t set actual_hours = coalesce((
    select sum(e.hours) from public.project_time_entries e where e.task_id = t.id and e.archived_at is null
  ), 0)
  where t.id in (
    select (case when tg_op = 'DELETE' then null else new.task_id end)
    union select (case when tg_op = 'INSERT' then null else old.task_id end)
  );
  return null;
end;
$$;
revoke execute on function public.sum_task_hours() from public, anon, authenticated;

create trigger project_time_entries_task_hours
  after insert or update of task_id, hours, archived_at or delete on public.project_time_entries
  for each row execute function public.sum_task_hours();

-- Staff do not type a task's actual hours: a new task starts at 0 and only the sum above moves it.
-- (Rows a loader writes as the database owner, such as the sample data, keep what they state.)
create or replace function public.guard_task_hours()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if pg_trigger_depth() > 1 or (select auth.uid()) is null then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.actual_hours := 0;
  elsif new.actual_hours is distinct from old.actual_hours then
    raise exception 'A task''s actual hours follow the time logged on it.' using errcode = 'P0001';
  end if;
  return new;
end;
$$;
revoke execute on function public.guard_task_hours() from public, anon, authenticated;

create trigger project_tasks_hours before insert or update on public.project_tasks
  for each row execute function public.guard_task_hours();

-- The service a quote request names --------------------------------------------------------------

-- The request's service is a service category, or "web-applications" (web shops and apps, which the
-- web-development services cover): the first active service of that category by name.
create or replace function public.service_for_request(p_service text)
returns uuid
language sql
stable
security invoker
set search_path = ''
as $$
  select s.id from public.services s
  where s.category::text = case p_service when 'web-applications' then 'web-development' else p_service end
    and s.status = 'active'
  order by s.name
  limit 1
$$;
revoke execute on function public.service_for_request(text) from public, anon;
grant execute on function public.service_for_request(text) to authenticated;

-- 'Create project' on a quote request: the project (for the client the request became) with its
-- service (the request's, unless staff chose another), its team lead and team; the request links to
-- it and moves to Approved. One project per request.
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
  update public.project_evaluations set project_id = new_id, status = 'approved' where id = p_lead_id;
  return new_id;
end;
$$;
