-- Staff move a project along: its status and priority change (the activity log and the status history
-- record each change), milestones and tasks are added and completed, time is logged. A project's
-- progress follows its milestones wherever it has them: the database derives it, so no form types it.

-- Progress, derived -------------------------------------------------------------------------------

-- The mean of the milestones' progress, rounded; a project without milestones keeps what staff set.
create or replace function public.derive_project_progress()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  target uuid := case when tg_op = 'DELETE' then old.project_id else new.project_id end;
begin
  update public.projects p set progress = derived.progress
  from (
    select round(avg(m.progress))::integer as progress
    from public.project_milestones m
    where m.project_id = target
  ) derived
  where p.id = target and derived.progress is not null and p.progress is distinct from derived.progress;
  return null;
end;
$$;
revoke execute on function public.derive_project_progress() from public, anon, authenticated;

create trigger project_milestones_progress
  after insert or update of progress, status or delete on public.project_milestones
  for each row execute function public.derive_project_progress();

update public.projects p set progress = derived.progress
from (
  select m.project_id, round(avg(m.progress))::integer as progress
  from public.project_milestones m
  group by m.project_id
) derived
where derived.project_id = p.id and p.progress <> derived.progress;

-- Adding work items: the next place in the project's order, one writer at a time per project ----

create or replace function public.add_milestone(p_project_id uuid, p_name text, p_due_date date)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  new_id uuid;
begin
  perform public.require_admin();
  perform 1 from public.projects where id = p_project_id for update;
  if not found then
    raise exception 'This project no longer exists.' using errcode = 'P0001';
  end if;
  insert into public.project_milestones (project_id, name, due_date, order_index)
  select p_project_id, p_name, p_due_date, coalesce(max(m.order_index) + 1, 0)
  from public.project_milestones m where m.project_id = p_project_id
  returning id into new_id;
  return new_id;
end;
$$;

create or replace function public.add_task(
  p_project_id uuid,
  p_title text,
  p_estimated_hours numeric,
  p_assignee_id uuid default null
)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  new_id uuid;
begin
  perform public.require_admin();
  perform 1 from public.projects where id = p_project_id for update;
  if not found then
    raise exception 'This project no longer exists.' using errcode = 'P0001';
  end if;
  insert into public.project_tasks (project_id, title, estimated_hours, assignee_id, order_index)
  select p_project_id, p_title, p_estimated_hours, p_assignee_id, coalesce(max(t.order_index) + 1, 0)
  from public.project_tasks t where t.project_id = p_project_id
  returning id into new_id;
  return new_id;
end;
$$;

revoke execute on function public.add_milestone(uuid, text, date) from public, anon;
grant execute on function public.add_milestone(uuid, text, date) to authenticated;
revoke execute on function public.add_task(uuid, text, numeric, uuid) from public, anon;
grant execute on function public.add_task(uuid, text, numeric, uuid) to authenticated;
