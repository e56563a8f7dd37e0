-- The language the CRM knows a client's person by, for the mail that invites them to the portal: that of
-- the newest lead written by the invited address, else of the newest lead linked to the client; English
-- when there is none. Read with the caller's rights (security invoker): staff read the leads, anyone
-- else reads none and gets English.

create function public.client_locale(p_client_id uuid, p_email text default null)
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(
    (
      select leads.locale
      from (
        select e.locale, e.email, e.created_at
        from public.project_evaluations e
        where e.client_id = p_client_id or lower(e.email) = lower(p_email)
        union all
        select c.locale, c.email, c.created_at
        from public.contact_submissions c
        where c.client_id = p_client_id or lower(c.email) = lower(p_email)
      ) as leads
      order by lower(leads.email) = lower(p_email) desc nulls last, leads.created_at desc
      limit 1
    ),
    'en'
  );
$$;

revoke all on function public.client_locale(uuid, text) from public, anon;
grant execute on function public.client_locale(uuid, text) to authenticated;
