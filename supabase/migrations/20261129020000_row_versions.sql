-- No silent overwrites. Two staff members with the same project, client or draft invoice open both
-- saved "successfully", and the second save reverted the first. Each of these rows now has a version:
-- every edit says which version it was opened from, and the database refuses one opened from an older
-- version, naming who saved since and when. Every change bumps the version and records who made it.
--
-- The rule: an UPDATE that sets `version` claims the version it was opened from; a claim that is not
-- the row's current version is refused (SQLSTATE PT409, which PostgREST answers as 409 Conflict, with
-- {version, updated_by, updated_at} in its details). Changes the database derives (a project's
-- progress from its milestones) are not edits: they neither need a claim nor bump the version.

alter table public.projects
  add column version integer not null default 1,
  add column updated_by uuid references auth.users (id) on delete set null;
alter table public.clients
  add column version integer not null default 1,
  add column updated_by uuid references auth.users (id) on delete set null;
alter table public.invoices
  add column version integer not null default 1,
  add column updated_by uuid references auth.users (id) on delete set null;

-- Refuses an edit opened from `claimed` when the row is at `current`: who saved it last and when, in
-- the agency's time zone.
create or replace function public.refuse_stale_edit(
  p_noun text,
  claimed integer,
  current integer,
  saved_by uuid,
  saved_at timestamptz
)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  who text;
begin
  if claimed is not distinct from current then
    return;
  end if;
  -- Staff see each other's addresses; anyone else (who cannot edit these rows anyway) learns none.
  if public.has_role((select auth.uid()), 'admin') then
    select u.email into who from auth.users u where u.id = saved_by;
  end if;
  raise exception '% saved this % on %, after you opened it. Reload to see their change; yours was not saved.',
    coalesce(who, 'Someone'), p_noun,
    to_char(saved_at at time zone public.agency_time_zone(), 'Mon FMDD, YYYY "at" FMHH12:MI AM')
    using errcode = 'PT409',
      detail = jsonb_build_object('version', current, 'updated_by', who, 'updated_at', saved_at)::text;
end;
$$;
revoke execute on function public.refuse_stale_edit(text, integer, integer, uuid, timestamptz) from public, anon;
grant execute on function public.refuse_stale_edit(text, integer, integer, uuid, timestamptz) to authenticated;

-- BEFORE UPDATE on a versioned table. Trigger arguments: the noun for the message, then the columns
-- the database derives (their changes alone are not edits).
create or replace function public.stamp_row_version()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  stamps constant text[] := array['version', 'updated_at', 'updated_by'];
  derived constant text[] := tg_argv[1:];
begin
  perform public.refuse_stale_edit(tg_argv[0], new.version, old.version, old.updated_by, old.updated_at);
  if cardinality(derived) > 0
    and (to_jsonb(new) - (stamps || derived)) = (to_jsonb(old) - (stamps || derived))
    and (to_jsonb(new) - stamps) <> (to_jsonb(old) - stamps)
  then
    -- Only derived columns moved: not an edit.
    new.updated_at := old.updated_at;
    return new;
  end if;
  new.version := old.version + 1;
  new.updated_by := (select auth.uid());
  new.updated_at := now();
  return new;
end;
$$;
revoke execute on function public.stamp_row_version() from public, anon, authenticated;

-- Named to run after the *_touch triggers (triggers fire in name order), whose updated_at this sets.
create trigger projects_version before update on public.projects
  for each row execute function public.stamp_row_version('project', 'progress');
create trigger clients_version before update on public.clients
  for each row execute function public.stamp_row_version('client');
create trigger invoices_version before update on public.invoices
  for each row execute function public.stamp_row_version('invoice');

-- Inserts record their author too.
create or replace function public.stamp_row_author()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.version := 1;
  new.updated_by := (select auth.uid());
  return new;
end;
$$;
revoke execute on function public.stamp_row_author() from public, anon, authenticated;

create trigger projects_author before insert on public.projects
  for each row execute function public.stamp_row_author();
create trigger clients_author before insert on public.clients
  for each row execute function public.stamp_row_author();
create trigger invoices_author before insert on public.invoices
  for each row execute function public.stamp_row_author();

-- 'Edit project': every field staff set (the client stays: its invoices name it) and the team, opened
-- from p_version. Returns the new version.
create or replace function public.update_project(p_project_id uuid, p_version integer, project jsonb, team uuid[])
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  saved integer;
begin
  perform public.require_admin();
  if p_version is null then
    raise exception 'An edit must say which version of the project it was opened from.' using errcode = 'P0001';
  end if;
  update public.projects set
    name = project ->> 'name',
    description = nullif(project ->> 'description', ''),
    service_id = (project ->> 'service_id')::uuid,
    status = (project ->> 'status')::public.project_status,
    priority = (project ->> 'priority')::public.project_priority,
    start_date = (project ->> 'start_date')::date,
    end_date = nullif(project ->> 'end_date', '')::date,
    deadline = (project ->> 'deadline')::date,
    budget = (project ->> 'budget')::numeric,
    team_lead_id = nullif(project ->> 'team_lead_id', '')::uuid,
    tags = coalesce(array(select jsonb_array_elements_text(project -> 'tags')), '{}'),
    version = p_version
  where id = p_project_id
  returning version into saved;
  if not found then
    raise exception 'This project no longer exists.' using errcode = 'P0001';
  end if;
  delete from public.project_assignments a
  where a.project_id = p_project_id and a.team_member_id <> all (coalesce(team, '{}'));
  insert into public.project_assignments (project_id, team_member_id)
  select distinct p_project_id, member from unnest(coalesce(team, '{}')) as member
  on conflict do nothing;
  return saved;
end;
$$;
revoke execute on function public.update_project(uuid, integer, jsonb, uuid[]) from public, anon;
grant execute on function public.update_project(uuid, integer, jsonb, uuid[]) to authenticated;

-- Edits a draft: its fields and its line items, replaced as a whole, opened from p_version. The number
-- stays, so the issue date stays in the year the number names. (Replaces the version-less
-- update_draft_invoice(uuid, jsonb, jsonb); otherwise unchanged.)
drop function public.update_draft_invoice(uuid, jsonb, jsonb);
create or replace function public.update_draft_invoice(
  p_invoice_id uuid,
  p_version integer,
  invoice jsonb,
  items jsonb
)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  current record;
begin
  perform public.require_admin();
  if p_version is null then
    raise exception 'An edit must say which version of the invoice it was opened from.' using errcode = 'P0001';
  end if;
  if jsonb_typeof(items) <> 'array' or jsonb_array_length(items) = 0 then
    raise exception 'An invoice needs at least one line item.' using errcode = 'P0001';
  end if;
  select i.status, i.invoice_number, i.version, i.updated_by, i.updated_at into current
  from public.invoices i where i.id = p_invoice_id for update;
  if not found then
    raise exception 'This invoice no longer exists.' using errcode = 'P0001';
  end if;
  -- Someone else's save comes first: it may be what made the invoice no longer a draft.
  perform public.refuse_stale_edit('invoice', p_version, current.version, current.updated_by, current.updated_at);
  if current.status <> 'draft' then
    raise exception 'Only a draft invoice can be edited.' using errcode = 'P0001';
  end if;
  if substr(current.invoice_number, 5, 4)::integer <> extract(year from (invoice ->> 'issue_date')::date)::integer then
    raise exception 'The issue date must stay in %, the year of %.', substr(current.invoice_number, 5, 4),
      current.invoice_number using errcode = 'P0001';
  end if;
  update public.invoices set
    client_id = (invoice ->> 'client_id')::uuid,
    project_id = nullif(invoice ->> 'project_id', '')::uuid,
    issue_date = (invoice ->> 'issue_date')::date,
    due_date = (invoice ->> 'due_date')::date,
    description = nullif(invoice ->> 'description', ''),
    notes = nullif(invoice ->> 'notes', ''),
    tax_rate = coalesce((invoice ->> 'tax_rate')::numeric, tax_rate),
    version = p_version
  where id = p_invoice_id;
  delete from public.invoice_items where invoice_id = p_invoice_id;
  insert into public.invoice_items (invoice_id, position, description, quantity, unit_price)
  select p_invoice_id, item.ordinality - 1, item.value ->> 'description', (item.value ->> 'quantity')::numeric,
    (item.value ->> 'unit_price')::numeric
  from jsonb_array_elements(items) with ordinality as item;
  return p_invoice_id;
end;
$$;
revoke execute on function public.update_draft_invoice(uuid, integer, jsonb, jsonb) from public, anon;
grant execute on function public.update_draft_invoice(uuid, integer, jsonb, jsonb) to authenticated;
