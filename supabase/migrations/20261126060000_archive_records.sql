-- Every record staff create can be archived and restored ('Archive', then 'Undo'). Nothing is deleted:
-- an archived row keeps its place in the history (its number, its payments, the activity log) and only
-- leaves sight. One mechanism for every kind:
--
--   * an `archived_at` column on each archivable table;
--   * a restrictive row policy that hides archived rows from every read by staff, so each list, detail
--     and summary view (all `security_invoker`) leaves them out without restating the rule;
--   * archive_record / restore_record, which name the table from a closed list, check the rules below
--     and are the only readers that see archived rows (they set app.include_archived for themselves);
--   * a trigger that writes each archive and restore to the activity log.
--
-- Rules, so that no figure loses what money or history points to:
--   * a sent or paid invoice is not archived (cancel it); an approved expense is not archived;
--   * a record others still point to stays until they are archived: a client with live projects,
--     invoices or servers; a service sold in a live project; a team member leading a live project or
--     whose logged hours price a project; a project with live invoices, expenses or servers;
--   * a record whose client, service, team lead or project is archived is restored after it.

-- What may be archived, and what must go first -----------------------------------------------------

create or replace function public.archivable_tables()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array[
    'clients', 'projects', 'invoices', 'expenses', 'services', 'team_members', 'servers',
    'project_milestones', 'project_tasks', 'project_time_entries', 'project_expenses'
  ]
$$;

-- A live row of `child` whose `link` names a row of `parent` keeps that parent from being archived.
create or replace function public.archive_dependents()
returns table (parent text, child text, link text)
language sql
immutable
set search_path = ''
as $$
  values
    ('clients', 'projects', 'client_id'),
    ('clients', 'invoices', 'client_id'),
    ('clients', 'servers', 'client_id'),
    ('services', 'projects', 'service_id'),
    ('team_members', 'projects', 'team_lead_id'),
    ('team_members', 'project_time_entries', 'team_member_id'),
    ('projects', 'invoices', 'project_id'),
    ('projects', 'expenses', 'project_id'),
    ('projects', 'servers', 'project_id')
$$;

-- 'team_members' -> 'team member': how messages and the activity log name a kind.
create or replace function public.archive_noun(p_table text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_table
    when 'project_milestones' then 'milestone'
    when 'project_tasks' then 'task'
    when 'project_time_entries' then 'time entry'
    else replace(regexp_replace(p_table, 's$', ''), '_', ' ')
  end
$$;

-- The column, and archived rows out of sight ------------------------------------------------------

do $$
declare
  t text;
begin
  foreach t in array public.archivable_tables() loop
    execute format('alter table public.%I add column archived_at timestamptz', t);
    execute format(
      'create policy "Archived rows are out of sight" on public.%I as restrictive for select to authenticated '
      'using (archived_at is null or current_setting(''app.include_archived'', true) = ''on'')',
      t
    );
  end loop;
end
$$;

-- The activity log ----------------------------------------------------------------------------------

alter table public.activity_log drop constraint activity_log_subject_type_check;
alter table public.activity_log add constraint activity_log_subject_type_check
  check (subject_type in (
    'invoice', 'payment', 'expense', 'client', 'project',
    'service', 'team member', 'server', 'milestone', 'task', 'time entry', 'project expense'
  ));

-- Security definer: it writes the log and reads the actor's e-mail, neither of which staff may do.
create or replace function public.record_archive()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := auth.uid();
  fields jsonb := to_jsonb(new);
  archived boolean := new.archived_at is not null;
begin
  if actor is null or archived = (old.archived_at is not null) then
    return null;
  end if;
  insert into public.activity_log (actor_id, actor_email, subject_type, subject_id, subject_label, from_status, to_status)
  values (
    actor,
    (select u.email from auth.users u where u.id = actor),
    public.archive_noun(tg_table_name),
    new.id,
    coalesce(
      fields ->> 'invoice_number', fields ->> 'company', fields ->> 'name', fields ->> 'title',
      fields ->> 'description', new.id::text
    ),
    case when archived then 'active' else 'archived' end,
    case when archived then 'archived' else 'restored' end
  );
  return null;
end;
$$;
revoke execute on function public.record_archive() from public, anon, authenticated;

do $$
declare
  t text;
begin
  foreach t in array public.archivable_tables() loop
    execute format(
      'create trigger %I after update of archived_at on public.%I for each row execute function public.record_archive()',
      t || '_archive_activity', t
    );
  end loop;
end
$$;

-- Archive and restore, as the caller (RLS decides) ------------------------------------------------

create or replace function public.archive_record(p_table text, p_id uuid)
returns void
language plpgsql
security invoker
set search_path = ''
set app.include_archived = 'on'
as $$
declare
  fields jsonb;
  dependent record;
  blocked boolean;
begin
  perform public.require_admin();
  if p_table is null or not p_table = any (public.archivable_tables()) then
    raise exception 'Records of this kind are not archived.' using errcode = 'P0001';
  end if;
  execute format('select to_jsonb(t) from public.%I t where t.id = $1 for update', p_table) into fields using p_id;
  if fields is null then
    raise exception 'This % no longer exists.', public.archive_noun(p_table) using errcode = 'P0001';
  end if;
  if fields ->> 'archived_at' is not null then
    return;
  end if;
  if p_table = 'invoices' and fields ->> 'status' not in ('draft', 'cancelled') then
    raise exception 'A % invoice stays on record: only drafts and cancelled invoices are archived.', fields ->> 'status'
      using errcode = 'P0001';
  end if;
  if p_table = 'expenses' and fields ->> 'status' = 'approved' then
    raise exception 'An approved expense stays on record.' using errcode = 'P0001';
  end if;
  for dependent in select d.child, d.link from public.archive_dependents() d where d.parent = p_table loop
    execute format('select exists (select 1 from public.%I c where c.%I = $1 and c.archived_at is null)',
      dependent.child, dependent.link) into blocked using p_id;
    if blocked then
      raise exception 'This % still has % that are not archived: archive those first.',
        public.archive_noun(p_table), replace(dependent.child, '_', ' ') using errcode = 'P0001';
    end if;
  end loop;
  execute format('update public.%I set archived_at = now() where id = $1', p_table) using p_id;
end;
$$;

create or replace function public.restore_record(p_table text, p_id uuid)
returns void
language plpgsql
security invoker
set search_path = ''
set app.include_archived = 'on'
as $$
declare
  dependency record;
  blocked boolean;
  restored integer;
begin
  perform public.require_admin();
  if p_table is null or not p_table = any (public.archivable_tables()) then
    raise exception 'Records of this kind are not archived.' using errcode = 'P0001';
  end if;
  for dependency in select d.parent, d.link from public.archive_dependents() d where d.child = p_table loop
    execute format(
      'select exists (select 1 from public.%I c join public.%I p on p.id = c.%I where c.id = $1 and p.archived_at is not null)',
      p_table, dependency.parent, dependency.link) into blocked using p_id;
    if blocked then
      raise exception 'Its % is archived: restore that first.', public.archive_noun(dependency.parent)
        using errcode = 'P0001';
    end if;
  end loop;
  execute format('update public.%I set archived_at = null where id = $1 and archived_at is not null', p_table)
    using p_id;
  get diagnostics restored = row_count;
  if restored = 0 then
    raise exception 'This % is not archived, or no longer exists.', public.archive_noun(p_table)
      using errcode = 'P0001';
  end if;
end;
$$;

-- Invoice numbers count archived invoices too: a number is never given twice.
alter function public.create_invoice(jsonb, jsonb) set app.include_archived = 'on';

revoke execute on function public.archivable_tables() from public, anon;
revoke execute on function public.archive_dependents() from public, anon;
revoke execute on function public.archive_noun(text) from public, anon;
grant execute on function public.archivable_tables() to authenticated;
grant execute on function public.archive_dependents() to authenticated;
grant execute on function public.archive_noun(text) to authenticated;
revoke execute on function public.archive_record(text, uuid) from public, anon;
revoke execute on function public.restore_record(text, uuid) from public, anon;
grant execute on function public.archive_record(text, uuid) to authenticated;
grant execute on function public.restore_record(text, uuid) to authenticated;
