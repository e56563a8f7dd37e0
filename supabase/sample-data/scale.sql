-- Multiplies the agency workspace for load tests: `npm run admin:sample-data -- --scale N` makes copies
-- 2..N of every row of the tables the sample data (agency.sql) fills, so each list holds N times as many
-- records and every summary figure is N times what it was. The factor is read from the setting sample.scale.
--
-- A copy's ids are derived from the original's (md5 of the id and the copy number), so copies refer to
-- each other like the originals do. The workspace is copied as it is (rows added since the sample too),
-- once: a scaled workspace is refused. Values that must be unique get the copy number: e-mail addresses
-- (+sN before the @), service and server names, invoice numbers and payment transaction ids (renumbered
-- after the highest number, within their year).
-- The copies are inserted as they are, triggers off: the originals already hold what the triggers derive.

do $$
declare
  factor integer := current_setting('sample.scale')::integer;
  -- In the order of their foreign keys: a table comes after every table it refers to.
  sample_tables text[] := array[
    'clients', 'services', 'team_members', 'team_achievements', 'team_certifications',
    'projects', 'project_status_history', 'project_assignments', 'project_milestones', 'project_tasks',
    'project_documents', 'project_notes', 'project_time_entries',
    'invoices', 'invoice_items', 'payments', 'expenses', 'servers', 'server_services', 'server_alerts'];
  highest_invoice integer;
  highest_payment integer;
  copy integer;
  t text;
  columns_list text;
  values_list text;
begin
  if factor is null or factor < 1 then
    raise exception 'The scale factor must be a whole number of 1 or more.';
  end if;
  if exists (select 1 from public.clients where email ~ '\+s[0-9]+@') then
    raise exception 'The workspace is scaled already; reset it and load the sample data again to scale it anew.';
  end if;
  -- Invoice and transaction numbers have three digits per year (INV-YYYY-NNN, TXN-NNN-YYYY).
  select coalesce(max(substr(invoice_number, 10)::integer), 0) into highest_invoice
    from public.invoices where invoice_number ~ '^INV-[0-9]{4}-[0-9]{3}$';
  select coalesce(max(substr(transaction_id, 5, 3)::integer), 0) into highest_payment
    from public.payments where transaction_id ~ '^TXN-[0-9]{3}-[0-9]{4}$';
  if highest_invoice * factor > 999 or highest_payment * factor > 999 then
    raise exception 'A scale of % would number invoices or payments past 999 in a year; the largest is %.',
      factor, 999 / greatest(highest_invoice, highest_payment, 1);
  end if;

  -- Each copy is made from the rows as they are now.
  foreach t in array sample_tables loop
    execute format('create temporary table %I on commit drop as select * from public.%I', 'sample_' || t, t);
  end loop;

  set local session_replication_role = replica;
  for copy in 2..factor loop
    foreach t in array sample_tables loop
      select
        string_agg(quote_ident(a.attname), ', ' order by a.attnum),
        string_agg(
          case
            when (t, a.attname::text) in (('clients', 'email'), ('team_members', 'email')) then
              format('regexp_replace(email, ''@'', %L)', '+s' || copy || '@')
            when (t, a.attname::text) = ('services', 'name') then format('name || %L', ' · ' || copy)
            when (t, a.attname::text) = ('servers', 'name') then format('name || %L', '-s' || copy)
            when (t, a.attname::text) = ('invoices', 'invoice_number') then
              format('substr(invoice_number, 1, 9) || lpad((substr(invoice_number, 10)::integer + %s)::text, 3, ''0'')',
                highest_invoice * (copy - 1))
            when (t, a.attname::text) = ('payments', 'transaction_id') then
              format('case when transaction_id is null then null else ''TXN-'' || '
                  || 'lpad((substr(transaction_id, 5, 3)::integer + %s)::text, 3, ''0'') || substr(transaction_id, 8) end',
                highest_payment * (copy - 1))
            -- The row's own id and every reference to a sample table: the copy's.
            when a.atttypid = 'uuid'::regtype and (
              exists (select 1 from pg_constraint k
                where k.conrelid = a.attrelid and k.contype = 'p' and a.attnum = any (k.conkey))
              or exists (select 1 from pg_constraint k
                where k.conrelid = a.attrelid and k.contype = 'f' and a.attnum = any (k.conkey)
                  and k.confrelid in (select ('public.' || s)::regclass from unnest(sample_tables) as s)))
            then format('md5(%I::text || %L)::uuid', a.attname, ':' || copy)
            else quote_ident(a.attname)
          end,
          ', ' order by a.attnum)
      into columns_list, values_list
      from pg_attribute a
      where a.attrelid = ('public.' || t)::regclass and a.attnum > 0 and not a.attisdropped
        and a.attgenerated = '' and a.attidentity = '';
      execute format('insert into public.%I (%s) select %s from %I', t, columns_list, values_list, 'sample_' || t);
    end loop;
  end loop;
end
$$;
