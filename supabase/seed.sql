-- Sample leads for local development, so the staff dashboard has something to show.
-- Runs once, on the first start of a fresh local database (never on a hosted project).
-- The database sets created_at on insert; the sample dates are spread afterwards, and the notices the
-- inserts enqueued are marked sent, since nobody needs mail about sample data.

insert into public.project_evaluations
  (name, email, phone, company, service, estimated_budget, timeline, project_description)
values
  ('Dana Whitfield', 'dana.whitfield@example.com', '+1 713 555 0142', 'Whitfield Realty', 'web-development',
   '25k-50k', 'standard',
   'Project type: website. Industry: Real Estate. Features: Content Management, SEO Optimization. Current website: None. Goals: more qualified leads.'),
  ('Omar Haddad', 'omar.haddad@example.com', null, null, 'cloud-solutions', null, null, null);

insert into public.contact_submissions (first_name, last_name, email, company, message)
values
  ('Priya', 'Raman', 'priya.raman@example.com', 'Raman Legal Group',
   'We would like to discuss a case management portal for our firm.');

update public.project_evaluations set created_at = now() - interval '2 days'
where email = 'dana.whitfield@example.com';
update public.project_evaluations set created_at = now() - interval '1 day'
where email = 'omar.haddad@example.com';
update public.contact_submissions set created_at = now() - interval '3 hours'
where email = 'priya.raman@example.com';
update public.lead_notices set status = 'sent', sent_at = now();
