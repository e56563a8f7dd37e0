-- A lead's service is the slug of a published service document: editors add services in the Studio,
-- so the database no longer holds a fixed list of them. The server checks the key against the services
-- published at the time of the request; the database keeps only its shape (a slug, as the Studio makes
-- them). Existing leads keep their value: the eight enum labels are slugs of the seeded services.
--
-- Postgres refuses to change the type of a column a view reads, so the views that read
-- project_evaluations.service (lead_inbox and recent_activity today) are dropped and recreated around the
-- change from their current definitions, options, grants and comments, whatever migration last wrote them.

create temporary table service_column_views as
select
  v.oid,
  format('%I.%I', n.nspname, v.relname) as name,
  pg_get_viewdef(v.oid) as definition,
  v.reloptions,
  v.relacl,
  obj_description(v.oid, 'pg_class') as comment,
  v.relowner::regrole::text as owner
from pg_depend d
join pg_rewrite r on r.oid = d.objid
join pg_class v on v.oid = r.ev_class and v.relkind = 'v'
join pg_namespace n on n.oid = v.relnamespace
where d.refobjid = 'public.project_evaluations'::regclass
  and d.refobjsubid = (
    select attnum from pg_attribute
    where attrelid = 'public.project_evaluations'::regclass and attname = 'service'
  )
group by v.oid, n.nspname, v.relname, v.reloptions, v.relacl, v.relowner;

do $$
declare
  saved record;
begin
  -- Without cascade: a view built on one of these would stop the migration rather than vanish.
  for saved in select * from service_column_views loop
    execute format('drop view %s', saved.name);
  end loop;
end
$$;

alter table public.project_evaluations
  alter column service type text using service::text;

alter table public.project_evaluations
  add constraint project_evaluations_service_check
  check (service is null or (char_length(service) <= 96 and service ~ '^[a-z0-9]+(-[a-z0-9]+)*$'));

drop type public.service_type;

do $$
declare
  saved record;
  privilege record;
begin
  for saved in select * from service_column_views order by oid loop
    execute format(
      'create view %s%s as %s',
      saved.name,
      case when saved.reloptions is null then ''
        else format(' with (%s)', array_to_string(saved.reloptions, ', ')) end,
      saved.definition
    );
    execute format('alter view %s owner to %s', saved.name, saved.owner);
    if saved.comment is not null then
      execute format('comment on view %s is %L', saved.name, saved.comment);
    end if;
    -- The view's grants as they were; a new view starts from the schema's default privileges, so
    -- those are taken back first.
    execute format('revoke all on %s from public, anon, authenticated, service_role', saved.name);
    for privilege in
      select a.privilege_type, a.grantee
      from aclexplode(saved.relacl) a
      where a.grantee <> saved.owner::regrole
    loop
      execute format(
        'grant %s on %s to %s',
        privilege.privilege_type,
        saved.name,
        case when privilege.grantee = 0 then 'public' else privilege.grantee::regrole::text end
      );
    end loop;
  end loop;
end
$$;

drop table service_column_views;
