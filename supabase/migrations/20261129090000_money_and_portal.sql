-- The money rules and the client portal, each written beside the other, meet here.
--
-- * The activity log names every kind of subject both write: the money tables' own (invoice lines,
--   credit notes) and the portal's (access, messages).
-- * A draft invoice's edit carries its version (update_draft_invoice(uuid, integer, jsonb, jsonb)); staff
--   sessions have no UPDATE on invoices, so like every other money function it runs as its owner and
--   checks the admin role itself (require_admin, first thing in its body).
-- * A client's balance nets credit notes as staff's does (invoices_overview.balance): a written-off
--   invoice shows nothing due in the portal either, and the client reads the credit notes of its own
--   issued invoices (a credit note is a document the client receives, reason included).

alter table public.activity_log drop constraint activity_log_subject_type_check;
alter table public.activity_log add constraint activity_log_subject_type_check
  check (subject_type in (
    'invoice', 'payment', 'expense', 'client', 'project',
    'service', 'team member', 'server', 'milestone', 'task', 'time entry', 'project expense',
    'invoice item', 'credit note', 'portal access', 'message'
  ));

alter function public.update_draft_invoice(uuid, integer, jsonb, jsonb) security definer;

create policy "Portal members read their credit notes" on public.invoice_credits for select to authenticated
  using (invoice_id in (
    select i.id from public.invoices i
    where i.client_id = (select public.portal_client_id()) and i.status <> 'draft'
  ));

create or replace view public.portal_invoices with (security_invoker = true) as
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
      coalesce(items.subtotal, 0) + round(coalesce(items.subtotal, 0) * i.tax_rate / 100, 2)
        - coalesce(paid.amount, 0) - coalesce(credited.amount, 0),
      0
    )
  end as balance_due,
  public.invoice_is_overdue(i.status, i.due_date) as is_overdue,
  coalesce(credited.amount, 0) as amount_credited
from public.invoices i
left join public.projects p on p.id = i.project_id
left join lateral (
  select sum(li.total) as subtotal from public.invoice_items li where li.invoice_id = i.id
) items on true
left join lateral (
  select sum(pay.amount) as amount from public.payments pay
  where pay.invoice_id = i.id and pay.status = 'completed'
) paid on true
left join lateral (
  select sum(c.amount) as amount from public.invoice_credits c where c.invoice_id = i.id
) credited on true
where i.status <> 'draft';
