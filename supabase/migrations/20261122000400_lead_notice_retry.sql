-- Staff see a notice that could not be delivered (lead_notices is readable by admins) and may send it
-- again: the notice goes back to the queue with a fresh set of attempts. Nobody else can.
create function public.retry_lead_notice(p_lead_id uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed integer;
begin
  if not public.has_role((select auth.uid()), 'admin') then
    raise exception 'only staff may send a notice again' using errcode = '42501';
  end if;
  update public.lead_notices
     set status = 'pending', attempts = 0, next_attempt_at = now(), last_error = null
   where lead_id = p_lead_id and status = 'failed';
  get diagnostics changed = row_count;
  return changed > 0;
end;
$$;

revoke all on function public.retry_lead_notice(uuid) from public, anon;
grant execute on function public.retry_lead_notice(uuid) to authenticated;
