-- Sample leads for local development, so the staff dashboard has something to show.
-- Runs once, on the first start of a fresh local database (never on a hosted project).

insert into public.project_evaluations
  (name, email, phone, service, estimated_budget, timeline, project_description, notes, created_at)
values
  ('Dana Whitfield', 'dana.whitfield@example.com', '+1 713 555 0142', 'web-development', '25k-50k',
   'standard', 'Project type: website. Industry: Real Estate. Features: Content Management, SEO Optimization. Current website: None. Goals: more qualified leads.',
   'Company: Whitfield Realty', now() - interval '2 days'),
  ('Omar Haddad', 'omar.haddad@example.com', null, 'cloud-solutions', null, null, null, null,
   now() - interval '1 day');

insert into public.contact_submissions (first_name, last_name, email, company, message, created_at)
values
  ('Priya', 'Raman', 'priya.raman@example.com', 'Raman Legal Group',
   'We would like to discuss a case management portal for our firm.', now() - interval '3 hours');
