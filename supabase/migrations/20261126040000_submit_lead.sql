-- A lead in one round trip: the per-address slot, the per-e-mail slot and the insert in one call, where
-- they took three (each a request through the API gateway and PostgREST, and the first cost of lead
-- intake under load). Same rules as before: past the address's limit nothing is stored and the wait comes
-- back; past the e-mail's the lead is kept, marked as suspected spam (no staff notice). An insert the
-- database refuses (a newsletter address already subscribed) comes back as its error code, and the slots
-- it took stay counted, so a flood of refused submissions is limited like any other.

create function public.submit_lead(
  lead_table text,
  lead jsonb,
  address_key text,
  address_limit integer,
  address_window_seconds integer,
  email_key text,
  email_limit integer,
  email_window_seconds integer
)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  wait_seconds integer;
  spam boolean;
  columns text;
begin
  if lead_table not in ('project_evaluations', 'contact_submissions', 'newsletter_subscriptions') then
    raise exception 'not a lead table: %', lead_table using errcode = '22023';
  end if;
  wait_seconds := public.take_lead_slots(array[address_key], array[address_limit], array[address_window_seconds]);
  if wait_seconds > 0 then
    return jsonb_build_object('retry_after_seconds', wait_seconds);
  end if;
  spam := public.take_lead_slots(array[email_key], array[email_limit], array[email_window_seconds]) > 0;
  if spam then
    lead := lead || '{"suspected_spam": true}'::jsonb;
  end if;
  -- Only the columns the lead names: the others keep their defaults.
  select string_agg(format('%I', name), ', ') into columns from jsonb_object_keys(lead) as name;
  begin
    execute format(
      'insert into public.%I (%s) select %s from jsonb_populate_record(null::public.%I, $1)',
      lead_table, columns, columns, lead_table
    ) using lead;
  exception when others then
    return jsonb_build_object(
      'retry_after_seconds', 0, 'suspected_spam', spam, 'error_code', sqlstate, 'error_message', sqlerrm
    );
  end;
  return jsonb_build_object('retry_after_seconds', 0, 'suspected_spam', spam);
end;
$$;

revoke execute on function public.submit_lead(text, jsonb, text, integer, integer, text, integer, integer)
  from public, anon, authenticated;
grant execute on function public.submit_lead(text, jsonb, text, integer, integer, text, integer, integer)
  to service_role;
