-- Every admin policy called has_role() in its USING / WITH CHECK expression directly, so PostgreSQL ran
-- that security-definer function (itself a query on user_roles) once for every row the policy checked:
-- once per project for each team member in team_overview, once per line item in invoices_overview.
-- Wrapped in a scalar subquery it is an InitPlan, asked once per statement; who may read or write what
-- is unchanged (the caller and the role are the same for the whole statement).
do $$
declare
  t text;
begin
  foreach t in array array[
    'clients', 'services', 'team_members', 'team_achievements', 'team_certifications',
    'projects', 'project_assignments', 'project_status_history', 'project_milestones',
    'project_tasks', 'project_documents', 'project_notes', 'project_time_entries',
    'project_expenses', 'invoices', 'invoice_items', 'payments', 'expenses',
    'servers', 'server_alerts', 'server_services'
  ] loop
    execute format(
      'alter policy "Admins manage %s" on public.%I '
      'using ((select public.has_role((select auth.uid()), ''admin''))) '
      'with check ((select public.has_role((select auth.uid()), ''admin'')))',
      replace(t, '_', ' '), t
    );
  end loop;
end
$$;

alter policy "Admins can read project evaluations" on public.project_evaluations
  using ((select public.has_role((select auth.uid()), 'admin')));
alter policy "Admins can update project evaluations" on public.project_evaluations
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
alter policy "Admins can read contact submissions" on public.contact_submissions
  using ((select public.has_role((select auth.uid()), 'admin')));
alter policy "Admins can update contact submissions" on public.contact_submissions
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
alter policy "Admins can read newsletter subscriptions" on public.newsletter_subscriptions
  using ((select public.has_role((select auth.uid()), 'admin')));
alter policy "Admins can update newsletter subscriptions" on public.newsletter_subscriptions
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
alter policy "Admins can read lead notices" on public.lead_notices
  using ((select public.has_role((select auth.uid()), 'admin')));
alter policy "Admins can read lead history" on public.lead_events
  using ((select public.has_role((select auth.uid()), 'admin')));
alter policy "Admins read the activity log" on public.activity_log
  using ((select public.has_role((select auth.uid()), 'admin')));
alter policy "Admins read lead notes" on public.lead_notes
  using ((select public.has_role((select auth.uid()), 'admin')));
alter policy "Admins add lead notes" on public.lead_notes
  with check ((select public.has_role((select auth.uid()), 'admin')));
