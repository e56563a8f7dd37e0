-- The client portal: a client's contact, invited by staff, signs in and follows their own projects,
-- invoices, shared documents and a message thread per project.
--
-- Row level security is the guard. An account is linked to one client record (portal_members, written
-- only by staff through the functions below); while the link is live its session reads, through the same
-- API as staff:
--   * projects of that client, their milestones, the documents staff share (shared_with_client),
--     the project messages (and writes messages of its own);
--   * invoices of that client that were issued (not drafts), their lines and payments;
--   * its own portal_members row.
-- Nothing else: not the clients table (it holds staff notes), not project notes, tasks, time, expenses,
-- rates, servers, the team, leads or the activity log. The staff views that join those tables return no
-- row to a client (their inner joins meet rows the client cannot see, or they are admin-only).
-- Admin policies stay as they were; the new policies are permissive additions for linked accounts, and
-- the restrictive archive policy keeps archived rows out of a client's sight too.
--
-- Every self-made account holds the 'client' role from the first migration, so the role says nothing:
-- only a live link in portal_members opens anything.

-- The link ---------------------------------------------------------------------------------------------

create table public.portal_members (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  client_id uuid not null references public.clients (id) on delete cascade,
  -- The address the invitation went to, kept for staff's list and the notices.
  email text not null,
  invited_by uuid references auth.users (id) on delete set null,
  invited_at timestamptz not null default now(),
  accepted_at timestamptz,
  revoked_at timestamptz,
  revoked_by uuid references auth.users (id) on delete set null,
  constraint portal_members_email_check check (char_length(email) between 3 and 254),
  constraint portal_members_revoked_check check (revoked_at is null or revoked_at >= invited_at)
);
-- One live link per account: an account follows one client.
create unique index portal_members_live_user_key on public.portal_members (user_id) where revoked_at is null;
create index portal_members_client_idx on public.portal_members (client_id, invited_at desc);

alter table public.portal_members enable row level security;
revoke all on public.portal_members from anon, authenticated;
grant select on public.portal_members to authenticated;
create policy "Admins read portal members" on public.portal_members for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
create policy "Members read their own link" on public.portal_members for select to authenticated
  using (user_id = (select auth.uid()));

-- The client the caller's session follows: null without a live link (staff, self-made accounts, revoked).
-- Security definer so that policies can ask it without the caller reading other members' rows.
create or replace function public.portal_client_id()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select m.client_id from public.portal_members m
  where m.user_id = (select auth.uid()) and m.revoked_at is null
  limit 1
$$;
revoke execute on function public.portal_client_id() from public, anon;
grant execute on function public.portal_client_id() to authenticated;

-- Who the portal greets: the linked client's company and contact, never its staff fields.
create or replace function public.portal_account()
returns table (client_id uuid, company text, contact_name text, member_email text, accepted_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select c.id, c.company, c.name, m.email, m.accepted_at
  from public.portal_members m
  join public.clients c on c.id = m.client_id
  where m.user_id = (select auth.uid()) and m.revoked_at is null and c.archived_at is null
  limit 1
$$;
revoke execute on function public.portal_account() from public, anon;
grant execute on function public.portal_account() to authenticated;

-- The activity log names portal access and messages ------------------------------------------------

alter table public.activity_log drop constraint activity_log_subject_type_check;
alter table public.activity_log add constraint activity_log_subject_type_check
  check (subject_type in (
    'invoice', 'payment', 'expense', 'client', 'project',
    'service', 'team member', 'server', 'milestone', 'task', 'time entry', 'project expense',
    'portal access', 'message'
  ));

-- Staff link and unlink, as themselves ----------------------------------------------------------------

-- Links the account of `p_email` (the server has just invited it through the auth admin API, or it
-- existed already) to the client. Security definer: it reads auth.users and writes the link, neither of
-- which staff may do directly; require_admin() checks the caller first.
create or replace function public.link_portal_member(p_client_id uuid, p_email text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := auth.uid();
  account uuid;
  company text;
  live record;
  new_id uuid;
begin
  perform public.require_admin();
  select c.company into company from public.clients c where c.id = p_client_id and c.archived_at is null;
  if company is null then
    raise exception 'This client no longer exists.' using errcode = 'P0001';
  end if;
  select u.id into account from auth.users u where lower(u.email) = lower(btrim(p_email));
  if account is null then
    raise exception 'No account has the address %.', p_email using errcode = 'P0001';
  end if;
  -- has_role answers for the caller only: the account's roles are read here.
  if exists (select 1 from public.user_roles r where r.user_id = account and r.role = 'admin') then
    raise exception 'A staff account cannot be a portal member.' using errcode = 'P0001';
  end if;
  select m.id, m.client_id, c.company into live
  from public.portal_members m join public.clients c on c.id = m.client_id
  where m.user_id = account and m.revoked_at is null;
  if live.id is not null then
    if live.client_id = p_client_id then
      return live.id;
    end if;
    raise exception '% already has access to the portal of %.', p_email, live.company using errcode = 'P0001';
  end if;
  insert into public.portal_members (user_id, client_id, email, invited_by)
  values (account, p_client_id, lower(btrim(p_email)), actor)
  returning id into new_id;
  insert into public.activity_log (actor_id, actor_email, subject_type, subject_id, subject_label, to_status)
  values (actor, (select u.email from auth.users u where u.id = actor), 'portal access', new_id,
    company || ' · ' || lower(btrim(p_email)), 'invited');
  return new_id;
end;
$$;
revoke execute on function public.link_portal_member(uuid, text) from public, anon;
grant execute on function public.link_portal_member(uuid, text) to authenticated;

-- Ends a link at once: from the next request on, the session reads nothing of the client.
create or replace function public.revoke_portal_member(p_member_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := auth.uid();
  ended record;
begin
  perform public.require_admin();
  update public.portal_members m set revoked_at = now(), revoked_by = actor
  where m.id = p_member_id and m.revoked_at is null
  returning m.id, m.email, m.client_id, m.accepted_at into ended;
  if ended.id is null then
    raise exception 'This access has already been revoked.' using errcode = 'P0001';
  end if;
  insert into public.activity_log
    (actor_id, actor_email, subject_type, subject_id, subject_label, from_status, to_status)
  values (actor, (select u.email from auth.users u where u.id = actor), 'portal access', ended.id,
    (select c.company from public.clients c where c.id = ended.client_id) || ' · ' || ended.email,
    case when ended.accepted_at is null then 'invited' else 'active' end, 'revoked');
end;
$$;
revoke execute on function public.revoke_portal_member(uuid) from public, anon;
grant execute on function public.revoke_portal_member(uuid) to authenticated;

-- The member has set a password: the invitation is accepted (once).
create or replace function public.accept_portal_invite()
returns void
language sql
security definer
set search_path = ''
as $$
  update public.portal_members set accepted_at = now()
  where user_id = (select auth.uid()) and revoked_at is null and accepted_at is null
$$;
revoke execute on function public.accept_portal_invite() from public, anon;
grant execute on function public.accept_portal_invite() to authenticated;

-- Documents staff share -------------------------------------------------------------------------------

alter table public.project_documents add column shared_with_client boolean not null default false;

-- A client's reads ------------------------------------------------------------------------------------
-- Each is an InitPlan or a hashed subplan, asked once per statement, so staff's reads stay as fast.

create policy "Portal members read their projects" on public.projects for select to authenticated
  using (client_id = (select public.portal_client_id()));

create policy "Portal members read their milestones" on public.project_milestones for select to authenticated
  using (project_id in (
    select p.id from public.projects p where p.client_id = (select public.portal_client_id())
  ));

create policy "Portal members read shared documents" on public.project_documents for select to authenticated
  using (shared_with_client and project_id in (
    select p.id from public.projects p where p.client_id = (select public.portal_client_id())
  ));

-- A draft is staff's work in progress: a client sees an invoice once it is issued.
create policy "Portal members read their invoices" on public.invoices for select to authenticated
  using (client_id = (select public.portal_client_id()) and status <> 'draft');

create policy "Portal members read their invoice lines" on public.invoice_items for select to authenticated
  using (invoice_id in (
    select i.id from public.invoices i
    where i.client_id = (select public.portal_client_id()) and i.status <> 'draft'
  ));

create policy "Portal members read their payments" on public.payments for select to authenticated
  using (invoice_id in (
    select i.id from public.invoices i
    where i.client_id = (select public.portal_client_id()) and i.status <> 'draft'
  ));

-- Messages ------------------------------------------------------------------------------------------

create table public.project_messages (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  author_id uuid references auth.users (id) on delete set null,
  -- Kept as it was at the time: the thread stays readable after the account is gone. Both are stamped
  -- by the trigger below whatever the insert says (the defaults only spare the writer naming them).
  author_email text not null default '',
  from_staff boolean not null default false,
  body text not null,
  created_at timestamptz not null default now(),
  constraint project_messages_body_check check (char_length(btrim(body)) between 1 and 4000)
);
create index project_messages_project_idx on public.project_messages (project_id, created_at);

alter table public.project_messages enable row level security;
revoke all on public.project_messages from anon, authenticated;
grant select on public.project_messages to authenticated;
-- Only the message itself is the writer's to say; who, which side and when are stamped below.
grant insert (project_id, body) on public.project_messages to authenticated;

create policy "Admins read project messages" on public.project_messages for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
create policy "Admins write project messages" on public.project_messages for insert to authenticated
  with check ((select public.has_role((select auth.uid()), 'admin')));
create policy "Portal members read their messages" on public.project_messages for select to authenticated
  using (project_id in (
    select p.id from public.projects p where p.client_id = (select public.portal_client_id())
  ));
create policy "Portal members write on their projects" on public.project_messages for insert to authenticated
  with check (project_id in (
    select p.id from public.projects p where p.client_id = (select public.portal_client_id())
  ));

-- Security definer: it reads the writer's e-mail and role, which the writer may not read of others.
create or replace function public.stamp_project_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.author_id := auth.uid();
  if new.author_id is null then
    raise exception 'A message needs a signed-in writer.' using errcode = '42501';
  end if;
  new.author_email := (select u.email from auth.users u where u.id = new.author_id);
  new.from_staff := public.has_role(new.author_id, 'admin');
  new.body := btrim(new.body);
  new.created_at := now();
  return new;
end;
$$;
revoke execute on function public.stamp_project_message() from public, anon, authenticated;

create or replace function public.log_project_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.activity_log (actor_id, actor_email, subject_type, subject_id, subject_label, to_status, detail)
  values (
    new.author_id, new.author_email, 'message', new.project_id,
    (select p.name from public.projects p where p.id = new.project_id),
    case when new.from_staff then 'from staff' else 'from client' end,
    left(regexp_replace(new.body, '\s+', ' ', 'g'), 200)
  );
  return null;
end;
$$;
revoke execute on function public.log_project_message() from public, anon, authenticated;

create trigger project_messages_stamp before insert on public.project_messages
  for each row execute function public.stamp_project_message();
create trigger project_messages_activity after insert on public.project_messages
  for each row execute function public.log_project_message();

-- What the portal shows, derived in SQL -------------------------------------------------------------
-- security_invoker: each reads through the caller's own policies, so a client gets its own rows and
-- staff get every client's.

create view public.portal_projects with (security_invoker = true) as
select
  p.id,
  p.client_id,
  p.name,
  p.description,
  p.status,
  p.progress,
  p.start_date,
  p.deadline,
  p.end_date,
  coalesce(m.total, 0) as milestones_total,
  coalesce(m.completed, 0) as milestones_completed,
  nxt.name as next_milestone,
  nxt.due_date as next_milestone_due,
  coalesce(msg.total, 0) as message_count
from public.projects p
left join lateral (
  select count(*) as total, count(*) filter (where pm.status = 'completed') as completed
  from public.project_milestones pm where pm.project_id = p.id
) m on true
left join lateral (
  select pm.name, pm.due_date from public.project_milestones pm
  where pm.project_id = p.id and pm.status <> 'completed'
  order by pm.order_index
  limit 1
) nxt on true
left join lateral (
  select count(*) as total from public.project_messages pmsg where pmsg.project_id = p.id
) msg on true;

-- Amounts: lines, tax at the invoice's rate, completed payments; the balance is what is still due.
create view public.portal_invoices with (security_invoker = true) as
select
  i.id,
  i.client_id,
  i.invoice_number,
  i.project_id,
  p.name as project_name,
  i.status,
  i.issue_date,
  i.due_date,
  i.paid_date,
  i.description,
  -- Printed on the invoice itself (the PDF): words for the client, not staff notes.
  i.notes,
  i.currency,
  i.tax_rate,
  coalesce(items.subtotal, 0) as subtotal,
  round(coalesce(items.subtotal, 0) * i.tax_rate / 100, 2) as tax_amount,
  coalesce(items.subtotal, 0) + round(coalesce(items.subtotal, 0) * i.tax_rate / 100, 2) as total,
  coalesce(paid.amount, 0) as amount_paid,
  case when i.status = 'cancelled' then 0
    else greatest(
      coalesce(items.subtotal, 0) + round(coalesce(items.subtotal, 0) * i.tax_rate / 100, 2) - coalesce(paid.amount, 0),
      0
    )
  end as balance_due,
  public.invoice_is_overdue(i.status, i.due_date) as is_overdue
from public.invoices i
left join public.projects p on p.id = i.project_id
left join lateral (
  select sum(li.total) as subtotal from public.invoice_items li where li.invoice_id = i.id
) items on true
left join lateral (
  select sum(pay.amount) as amount from public.payments pay
  where pay.invoice_id = i.id and pay.status = 'completed'
) paid on true
where i.status <> 'draft';

revoke all on public.portal_projects, public.portal_invoices from anon, authenticated;
grant select on public.portal_projects, public.portal_invoices to authenticated;
