-- Every edit carries the version it was opened from. A claim was checked only when an UPDATE set
-- `version`: one that left it out (a REST PATCH with an admin's token) went through and silently
-- overwrote whatever had been saved since. Now an UPDATE of a versioned row that changes anything but
-- what the database derives must set `version` to the version it was opened from, whoever sends it;
-- only the database's own functions (running as the tables' owner, after locking the row in the
-- same transaction) change rows without one. Tasks are versioned too: staff reassign them and change
-- their estimate after creating them, and each such change is logged.
--
-- Redefines public.stamp_row_version() (from 20261129020000_row_versions.sql).

-- BEFORE UPDATE OF version: fires only when the UPDATE names `version`, i.e. it claims one. A claim
-- that is not the row's current version is refused (PT409, who saved since and when); an accepted one
-- advances the version, which is how *_version below knows the edit was claimed.
create or replace function public.claim_row_version()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform public.refuse_stale_edit(tg_argv[0], new.version, old.version, old.updated_by, old.updated_at);
  new.version := old.version + 1;
  return new;
end;
$$;
revoke execute on function public.claim_row_version() from public, anon, authenticated;

-- BEFORE UPDATE (every update), after *_claim (triggers fire in name order). Trigger arguments: the
-- noun for the message, then the columns the database derives (their changes alone are not edits).
create or replace function public.stamp_row_version()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  stamps constant text[] := array['version', 'updated_at', 'updated_by'];
  derived constant text[] := tg_argv[1:];
  by_owner boolean;
begin
  if new.version = old.version + 1 then
    -- Claimed and accepted by *_claim.
    new.updated_by := (select auth.uid());
    new.updated_at := now();
    return new;
  end if;
  if (to_jsonb(new) - (stamps || derived)) = (to_jsonb(old) - (stamps || derived)) then
    -- Nothing staff edit moved (only derived columns, or nothing): not an edit.
    new.version := old.version;
    new.updated_at := old.updated_at;
    return new;
  end if;
  select pg_has_role(current_user, c.relowner, 'MEMBER') into by_owner from pg_class c where c.oid = tg_relid;
  if by_owner then
    -- The database's own functions (security definer: lifecycle moves, archiving) hold the row locked.
    new.version := old.version + 1;
    new.updated_by := (select auth.uid());
    new.updated_at := now();
    return new;
  end if;
  -- PT428: PostgREST answers 428 Precondition Required.
  raise exception 'An edit of a % must say which version it was opened from (set "version").', tg_argv[0]
    using errcode = 'PT428',
      detail = jsonb_build_object('version', old.version)::text;
end;
$$;
revoke execute on function public.stamp_row_version() from public, anon, authenticated;

create trigger projects_claim before update of version on public.projects
  for each row execute function public.claim_row_version('project');
create trigger clients_claim before update of version on public.clients
  for each row execute function public.claim_row_version('client');
create trigger invoices_claim before update of version on public.invoices
  for each row execute function public.claim_row_version('invoice');

-- Tasks -----------------------------------------------------------------------------------------------

alter table public.project_tasks
  add column version integer not null default 1,
  add column updated_by uuid references auth.users (id) on delete set null,
  add column updated_at timestamptz not null default now();

create trigger project_tasks_author before insert on public.project_tasks
  for each row execute function public.stamp_row_author();
create trigger project_tasks_claim before update of version on public.project_tasks
  for each row execute function public.claim_row_version('task');
-- The actual hours are the sum of the time logged (sum_task_hours): derived, not an edit.
create trigger project_tasks_version before update on public.project_tasks
  for each row execute function public.stamp_row_version('task', 'actual_hours');

-- Who changed a task, what it was and what it became: the assignee, the estimate, the title, the
-- status. Security definer: it writes the log and reads names staff may not write.
create or replace function public.log_task_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := auth.uid();
  assignee text;
begin
  if (to_jsonb(new) - array['version', 'updated_at', 'updated_by', 'actual_hours'])
    = (to_jsonb(old) - array['version', 'updated_at', 'updated_by', 'actual_hours']) then
    return null;
  end if;
  select m.name into assignee from public.team_members m where m.id = new.assignee_id;
  insert into public.activity_log (
    actor_id, actor_email, actor_role, subject_type, subject_id, subject_label, from_status, to_status, detail,
    operation, before, after
  ) values (
    actor,
    (select u.email from auth.users u where u.id = actor),
    coalesce(auth.role(), session_user::text),
    'task',
    new.id,
    new.title,
    old.status::text,
    new.status::text,
    left(coalesce('Assigned to ' || assignee, 'Not assigned') || ' · '
      || to_char(new.estimated_hours, 'FM999990.##') || ' h estimated', 1000),
    'UPDATE',
    to_jsonb(old),
    to_jsonb(new)
  );
  return null;
end;
$$;
revoke execute on function public.log_task_change() from public, anon, authenticated;

create trigger project_tasks_log after update on public.project_tasks
  for each row execute function public.log_task_change();

-- 'Edit task': who it is assigned to (a member of the project's team or its lead, or nobody) and its
-- estimate, opened from p_version. Returns the new version.
create or replace function public.update_task(
  p_task_id uuid,
  p_version integer,
  p_assignee_id uuid,
  p_estimated_hours numeric
)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  task record;
  saved integer;
begin
  perform public.require_admin();
  if p_version is null then
    raise exception 'An edit must say which version of the task it was opened from.' using errcode = 'P0001';
  end if;
  select t.project_id into task from public.project_tasks t where t.id = p_task_id;
  if not found then
    raise exception 'This task no longer exists.' using errcode = 'P0001';
  end if;
  if p_assignee_id is not null and not exists (
    select 1 from public.projects p where p.id = task.project_id and p.team_lead_id = p_assignee_id
    union all
    select 1 from public.project_assignments a
    where a.project_id = task.project_id and a.team_member_id = p_assignee_id
  ) then
    raise exception 'A task is assigned to a member of the project''s team.' using errcode = 'P0001';
  end if;
  update public.project_tasks set
    assignee_id = p_assignee_id,
    estimated_hours = p_estimated_hours,
    version = p_version
  where id = p_task_id
  returning version into saved;
  return saved;
end;
$$;
revoke execute on function public.update_task(uuid, integer, uuid, numeric) from public, anon;
grant execute on function public.update_task(uuid, integer, uuid, numeric) to authenticated;
