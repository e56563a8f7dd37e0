-- Sample agency workspace for the staff dashboard: clients, services, team, projects with their work,
-- invoices, payments, expenses and servers. Every date is computed from the agency's today
-- (public.agency_today()) when this runs, so the dashboard never looks stale; every figure the
-- dashboard summarises is left to the views.
--
-- Local stack: applied once on first start ([db.seed] sql_paths in supabase/config.toml).
-- Hosted project: only on request, with `npm run admin:sample-data -- --db-url <url>` (README).
-- Ids are derived from names (md5 of a key), so rows can refer to each other without lookups.

do $$
begin
  if exists (select 1 from public.clients) or exists (select 1 from public.invoices)
    or exists (select 1 from public.servers) or exists (select 1 from public.team_members) then
    raise exception 'The agency workspace already has data; sample data only goes into an empty one.';
  end if;
end
$$;

-- clients (30) ------------------------------------------------------------------------------------

insert into public.clients (id, name, email, phone, company, website, industry, address, notes, status, created_at, updated_at)
select
  md5('client-' || n)::uuid,
  contact,
  lower(split_part(contact, ' ', 1)) || '@' || slug || '.com',
  '(713) 555-' || lpad((100 + n * 7)::text, 4, '0'),
  company,
  'https://www.' || slug || '.com',
  industry,
  (100 + n * 37) || ' ' || street || ', Houston, TX 770' || lpad((n * 3 % 99)::text, 2, '0'),
  case when n % 4 = 0 then 'Prefers a monthly call on Tuesdays; decisions go through the board.'
       when n % 4 = 1 then 'Referred by an existing client. Budget approved for this fiscal year.'
       when n % 4 = 2 then null
       else 'Wants weekly written updates and a single point of contact.' end,
  (case n % 10 when 0 then 'inactive' when 3 then 'prospect' when 7 then 'prospect' when 5 then 'lead' else 'active' end)::public.client_status,
  now() - interval '1 day' * (30 + (n * 37) % 520),
  now() - interval '1 day' * ((n * 11) % 30)
from unnest(
  array['Bayou City Realty', 'Lone Star Dental', 'Gulf Coast Logistics', 'Montrose Coffee Co.', 'Heights Family Law',
        'Galveston Marine Supply', 'Energy Corridor Analytics', 'Memorial Pediatrics', 'Rice Village Boutique', 'Katy Prairie Farms',
        'Pearland Auto Group', 'Sugar Land Orthodontics', 'Woodlands Wealth Partners', 'Midtown Fitness Lab', 'Space City Robotics',
        'Third Ward Arts Collective', 'Clear Lake Aerospace', 'Cypress Creek Academy', 'Humble Home Builders', 'Spring Branch Insurance',
        'Uptown Hospitality Group', 'Channelview Petrochemical', 'Bellaire Medical Imaging', 'River Oaks Interiors', 'EaDo Brewing Company',
        'Kingwood Veterinary', 'Tomball Tractor Supply', 'Friendswood Credit Union', 'Pasadena Port Services', 'Greenway Legal Group'],
  array['Maria Delgado', 'Kevin Tran', 'Rachel Boudreaux', 'Luis Ortega', 'Hannah Whitaker',
        'Derek Mouton', 'Anita Sharma', 'Grace Okafor', 'Chloe Nguyen', 'Walter Hanks',
        'Brandon Pierce', 'Sofia Ramirez', 'Jonathan Blake', 'Tasha Reynolds', 'Victor Chen',
        'Imani Jackson', 'Patrick Doyle', 'Laura Kim', 'Marcus Bell', 'Nina Petrova',
        'Carlos Mendoza', 'Ethan Brooks', 'Priya Patel', 'Olivia Harper', 'Jamal Carter',
        'Megan Foster', 'Travis Cole', 'Diane Foley', 'Ricardo Silva', 'Amelia Grant'],
  array['Real Estate', 'Healthcare', 'Manufacturing', 'E-commerce', 'Legal',
        'E-commerce', 'Technology', 'Healthcare', 'E-commerce', 'Other',
        'E-commerce', 'Healthcare', 'Finance', 'Entertainment', 'Technology',
        'Non-profit', 'Technology', 'Education', 'Real Estate', 'Finance',
        'Entertainment', 'Manufacturing', 'Healthcare', 'Real Estate', 'Entertainment',
        'Healthcare', 'E-commerce', 'Finance', 'Manufacturing', 'Legal'],
  array['bayoucityrealty', 'lonestardental', 'gulfcoastlogistics', 'montrosecoffee', 'heightsfamilylaw',
        'galvestonmarine', 'energycorridoranalytics', 'memorialpeds', 'ricevillageboutique', 'katyprairiefarms',
        'pearlandautogroup', 'sugarlandortho', 'woodlandswealth', 'midtownfitnesslab', 'spacecityrobotics',
        'thirdwardarts', 'clearlakeaerospace', 'cypresscreekacademy', 'humblehomebuilders', 'springbranchins',
        'uptownhospitality', 'channelviewpetro', 'bellaireimaging', 'riveroaksinteriors', 'eadobrewing',
        'kingwoodvet', 'tomballtractor', 'friendswoodcu', 'pasadenaport', 'greenwaylegal'],
  array['Westheimer Rd', 'Main St', 'Washington Ave', 'Richmond Ave', 'Yale St', 'Kirby Dr']
    || array['Westheimer Rd', 'Main St', 'Washington Ave', 'Richmond Ave', 'Yale St', 'Kirby Dr']
    || array['Westheimer Rd', 'Main St', 'Washington Ave', 'Richmond Ave', 'Yale St', 'Kirby Dr']
    || array['Westheimer Rd', 'Main St', 'Washington Ave', 'Richmond Ave', 'Yale St', 'Kirby Dr']
    || array['Westheimer Rd', 'Main St', 'Washington Ave', 'Richmond Ave', 'Yale St', 'Kirby Dr']
) with ordinality as c(company, contact, industry, slug, street, ord)
cross join lateral (select ord::integer as n) as c_n;

-- services (14: two per category) -----------------------------------------------------------------

insert into public.services (id, name, description, category, status, base_price, hourly_rate, estimated_duration, features, requirements, deliverables, created_at, updated_at)
select md5('service-' || n)::uuid, name, description, category::public.service_category, status::public.service_status,
  base_price, hourly_rate, hours, features, requirements, deliverables,
  now() - interval '1 day' * (700 - n * 20), now() - interval '1 day' * (n * 3)
from (values
  (1, 'Corporate Website', 'A fast, accessible marketing website on a headless CMS that staff can edit.', 'web-development', 'active', 18000, 125, 320,
    array['Responsive design', 'Headless CMS', 'SEO foundations', 'Analytics setup'], array['Brand guidelines', 'Content outline', 'Hosting access'], array['Production website', 'CMS training', 'Launch checklist']),
  (2, 'E-commerce Platform', 'Online store with catalogue, checkout, payments and order management.', 'web-development', 'active', 42000, 135, 640,
    array['Product catalogue', 'Checkout and payments', 'Inventory sync', 'Customer accounts'], array['Product data', 'Payment provider account', 'Shipping rules'], array['Live store', 'Admin guide', 'Payment integration']),
  (3, 'iOS and Android App', 'Native-quality mobile apps from one React Native codebase.', 'mobile-applications', 'active', 65000, 145, 960,
    array['Cross-platform app', 'Push notifications', 'Offline mode', 'App store release'], array['Apple and Google developer accounts', 'API access', 'Design approval'], array['App store listings', 'Source code', 'Release pipeline']),
  (4, 'Mobile App Modernization', 'Audit and rebuild of an ageing mobile app without losing its users.', 'mobile-applications', 'active', 38000, 140, 560,
    array['Code audit', 'Incremental rewrite', 'Crash monitoring'], array['Existing source code', 'Analytics access'], array['Audit report', 'Modernized app', 'Monitoring dashboards']),
  (5, 'Brand Identity System', 'Logo, typography, colour and voice, delivered as a usable brand book.', 'brand-identity', 'active', 15000, 115, 200,
    array['Logo suite', 'Typography and colour', 'Brand voice'], array['Stakeholder interviews', 'Competitor list'], array['Brand book', 'Logo files', 'Templates']),
  (6, 'Rebrand Sprint', 'A focused two-week refresh of an existing identity.', 'brand-identity', 'draft', 8500, 115, 80,
    array['Identity refresh', 'Asset update'], array['Current brand assets'], array['Refreshed logo set', 'Updated templates']),
  (7, 'SEO Growth Program', 'Technical SEO, content strategy and monthly reporting that compound.', 'seo-insights', 'active', 4500, 110, 120,
    array['Technical audit', 'Keyword strategy', 'Monthly reporting'], array['Search Console access', 'CMS access'], array['Audit report', 'Content calendar', 'Monthly reports']),
  (8, 'Local SEO Launch', 'Google Business Profile, citations and local landing pages for each office.', 'seo-insights', 'active', 3200, 105, 60,
    array['Business profile setup', 'Citation building', 'Local pages'], array['Office addresses', 'Photos'], array['Optimized profiles', 'Local pages']),
  (9, 'Cloud Migration', 'Move workloads to AWS or Azure with zero-downtime cutover.', 'cloud-solutions', 'active', 55000, 150, 720,
    array['Architecture design', 'Infrastructure as code', 'Zero-downtime cutover'], array['Current infrastructure inventory', 'Cloud account'], array['Migrated workloads', 'Runbooks', 'Cost report']),
  (10, 'Managed Hosting', 'Monitored hosting with backups, patching and a 99.9% uptime target.', 'cloud-solutions', 'active', 2400, 120, 40,
    array['24/7 monitoring', 'Daily backups', 'Security patching'], array['Domain access'], array['Hosting environment', 'Monthly uptime report']),
  (11, 'Paid Media Campaigns', 'Search and social campaigns managed against cost per lead.', 'digital-campaigns', 'active', 6000, 110, 160,
    array['Campaign strategy', 'Ad creative', 'Conversion tracking'], array['Ad account access', 'Monthly ad budget'], array['Campaign plan', 'Weekly reports']),
  (12, 'Email Marketing Automation', 'Lifecycle email flows that turn sign-ups into customers.', 'digital-campaigns', 'inactive', 5200, 105, 120,
    array['Welcome flows', 'Segmentation', 'A/B testing'], array['Email platform account', 'Customer list'], array['Automated flows', 'Templates']),
  (13, 'UX Audit and Optimization', 'Research-led fixes to the journeys that lose customers.', 'experience-optimization', 'active', 12000, 125, 160,
    array['Usability testing', 'Funnel analysis', 'Prioritized fixes'], array['Analytics access', 'User access for testing'], array['UX report', 'Prototype', 'Test results']),
  (14, 'Conversion Rate Program', 'Continuous experiments on landing pages and checkout.', 'experience-optimization', 'archived', 9000, 120, 240,
    array['Experiment roadmap', 'A/B tests', 'Monthly insights'], array['Testing tool', 'Traffic volume'], array['Experiment log', 'Winning variants'])
) as s(n, name, description, category, status, base_price, hourly_rate, hours, features, requirements, deliverables);

-- team (24) ---------------------------------------------------------------------------------------

insert into public.team_members (id, name, email, phone, position, department, role, status, avatar, bio, skills,
  experience_years, hourly_rate, performance_rating, availability, location, timezone, joined_date, last_active,
  education, languages, specializations, max_hours)
select
  md5('member-' || n)::uuid,
  name,
  lower(replace(name, ' ', '.')) || '@cardinalconsulting.com',
  '(832) 555-' || lpad((200 + n * 13)::text, 4, '0'),
  position,
  department::public.team_department,
  role::public.team_role,
  (case n when 7 then 'on-leave' when 19 then 'inactive' else 'active' end)::public.team_status,
  null,
  name || ' has ' || (2 + (n * 3) % 15) || ' years of experience and leads by example on client work.',
  skills,
  2 + (n * 3) % 15,
  case role when 'admin' then 165 when 'manager' then 150 when 'developer' then 135 when 'designer' then 120
    when 'analyst' then 110 else 140 end,
  round(3.7 + ((n * 7) % 14) / 10.0, 1),
  case n when 7 then 0 when 19 then 0 else 50 + (n * 17) % 51 end,
  (array['Houston, TX', 'Austin, TX', 'Dallas, TX', 'Remote'])[1 + n % 4],
  'America/Chicago',
  public.agency_today() - (200 + (n * 53) % 2000),
  now() - interval '1 minute' * ((n * 37) % 600),
  (array['B.S. Computer Science, University of Houston', 'B.F.A. Graphic Design, UT Austin', 'M.B.A., Rice University', 'B.A. Communications, Texas A&M'])[1 + n % 4],
  case when n % 3 = 0 then array['English', 'Spanish'] when n % 5 = 0 then array['English', 'Vietnamese'] else array['English'] end,
  specializations,
  40
from unnest(
  array['Elena Vasquez', 'Marcus Johnson', 'Priya Raman', 'Daniel Kim', 'Sarah Mitchell', 'James Okoye',
        'Aisha Rahman', 'Tyler Brooks', 'Mei Lin', 'Robert Garza', 'Natalie Fisher', 'Omar Haddad',
        'Jessica Tran', 'Andre Williams', 'Rebecca Stone', 'Hector Alvarez', 'Lauren Price', 'Samuel Adeyemi',
        'Kayla Morgan', 'Ivan Petrov', 'Zoe Campbell', 'Benjamin Cruz', 'Fatima Noor', 'Gabriel Reyes'],
  array['Managing Director', 'Engineering Manager', 'Senior Full-Stack Developer', 'Frontend Developer', 'Lead Product Designer', 'Cloud Architect',
        'UX Researcher', 'Mobile Developer', 'Data Analyst', 'SEO Strategist', 'Brand Designer', 'Backend Developer',
        'Project Manager', 'DevOps Engineer', 'Content Strategist', 'Full-Stack Developer', 'Paid Media Specialist', 'Solutions Consultant',
        'UI Designer', 'Security Engineer', 'Marketing Analyst', 'iOS Developer', 'Design Director', 'Delivery Manager'],
  array['leadership', 'engineering', 'engineering', 'engineering', 'design', 'engineering',
        'design', 'engineering', 'strategy', 'marketing', 'design', 'engineering',
        'operations', 'engineering', 'marketing', 'engineering', 'marketing', 'strategy',
        'design', 'engineering', 'marketing', 'engineering', 'design', 'operations'],
  array['admin', 'manager', 'developer', 'developer', 'designer', 'consultant',
        'analyst', 'developer', 'analyst', 'consultant', 'designer', 'developer',
        'manager', 'developer', 'consultant', 'developer', 'analyst', 'consultant',
        'designer', 'developer', 'analyst', 'developer', 'manager', 'manager']
) with ordinality as m(name, position, department, role, ord)
cross join lateral (select ord::integer as n) as m_n
cross join lateral (
  select
    string_to_array(case department
      when 'engineering' then (array[
        'TypeScript, React, Node.js, PostgreSQL, AWS, Docker',
        'Next.js, TypeScript, GraphQL, Testing',
        'Kotlin, Swift, React Native, Firebase, CI/CD',
        'Terraform, Kubernetes, AWS, Linux'])[1 + n % 4]
      when 'design' then (array[
        'Figma, Design Systems, Prototyping, Accessibility, Illustration',
        'User Research, Usability Testing, Figma'])[1 + n % 2]
      when 'marketing' then 'SEO, Google Ads, Content Strategy, Analytics, Copywriting'
      when 'strategy' then 'Analytics, SQL, Looker, Workshops, Roadmapping'
      else 'Scrum, Budgeting, Client Relations, Risk Management'
    end, ', ') as skills,
    case department
      when 'engineering' then array['Web platforms', 'Performance']
      when 'design' then array['Design systems']
      when 'marketing' then array['Organic growth']
      when 'strategy' then array['Digital transformation']
      else array['Agile delivery']
    end as specializations
) extra;

insert into public.team_achievements (team_member_id, title, description, date, type)
select md5('member-' || n)::uuid, a.title, a.description, public.agency_today() - ((n * 41 + a.k * 97) % 700), a.type::public.achievement_type
from generate_series(1, 24) as n
cross join lateral (values
  (1, (array['Client Hero Award', 'Launch of the Quarter', 'Five Years at Cardinal', 'Mentor of the Year'])[1 + n % 4],
      'Recognised by the team for outstanding client work.', (array['award', 'milestone', 'milestone', 'recognition'])[1 + n % 4]),
  (2, (array['Zero-Downtime Migration', 'Accessibility Champion', 'Top Rated Project', 'Speaker at Houston Tech Week'])[1 + n % 4],
      'Delivered beyond the brief and shared what was learned.', (array['milestone', 'recognition', 'award', 'recognition'])[1 + n % 4])
) as a(k, title, description, type);

insert into public.team_certifications (team_member_id, name, issuer, issued_date, expires_date)
select md5('member-' || n)::uuid, c.name, c.issuer, public.agency_today() - (100 + (n * 61) % 900),
  case when c.expires then public.agency_today() - (100 + (n * 61) % 900) + 1095 end
from generate_series(1, 24) as n
cross join lateral (
  select * from (values
    ('AWS Certified Solutions Architect', 'Amazon Web Services', true),
    ('Google Analytics Certification', 'Google', true),
    ('Certified ScrumMaster', 'Scrum Alliance', true),
    ('Nielsen Norman UX Certification', 'Nielsen Norman Group', false),
    ('Professional Cloud Developer', 'Google Cloud', true),
    ('Google Ads Search Certification', 'Google', true)
  ) as all_certs(name, issuer, expires)
  offset n % 6 limit 1 + n % 2
) c;

-- projects (48) -----------------------------------------------------------------------------------
-- Status by position: 12 completed, 16 in progress, 4 approved, 4 quoted, 4 in review, 4 new, 4 cancelled.

create temporary table sample_projects as
select
  n,
  md5('project-' || n)::uuid as id,
  name,
  1 + (n * 7) % 30 as client_n,
  1 + (n - 1) % 14 as service_n,
  (case n % 12 when 1 then 'completed' when 5 then 'completed' when 9 then 'completed'
     when 2 then 'in-progress' when 3 then 'in-progress' when 6 then 'in-progress' when 10 then 'in-progress'
     when 7 then 'approved' when 11 then 'quoted' when 4 then 'in-review' when 8 then 'new'
     else 'cancelled' end)::public.project_status as status
from unnest(array[
  'Website Relaunch', 'Patient Booking Portal', 'Fleet Tracking App', 'Online Coffee Subscriptions',
  'Client Intake Redesign', 'Parts Catalogue Store', 'Analytics Platform Migration', 'Brand Refresh',
  'Local Search Campaign', 'Farm-to-Table Ordering', 'Inventory Dashboard', 'Treatment Plan App',
  'Investor Portal', 'Membership App', 'Robotics Showcase Site', 'Donor Campaign',
  'Mission Data Cloud Move', 'Enrollment Funnel Optimization', 'Home Configurator', 'Quote Engine',
  'Booking Engine Rebuild', 'Safety Training Portal', 'Imaging Results Viewer', 'Showroom Site',
  'Taproom Loyalty App', 'Pet Health Reminders', 'Equipment Rental Store', 'Member Banking App',
  'Port Logistics Dashboard', 'Case Management Portal', 'Listing Search Revamp', 'Smile Gallery Site',
  'Carrier Integration API', 'Seasonal Brand Campaign', 'Legal Blog SEO', 'Marine Supply Storefront',
  'Energy Data Warehouse', 'Pediatric Telehealth', 'Style Quiz Experience', 'Harvest Box Marketing',
  'Dealer Inventory Sync', 'Aligner Progress Tracker', 'Wealth Reports Automation', 'Class Booking Revamp',
  'Parts Ordering Portal', 'Gallery Ticketing', 'Ground Systems Monitoring', 'Campus Website'
]) with ordinality as p(name, ord)
cross join lateral (select ord::integer as n) as p_n;

insert into public.projects (id, name, description, client_id, service_id, status, priority, start_date, end_date,
  deadline, budget, progress, team_lead_id, tags, client_rating, created_at, updated_at)
select
  p.id,
  p.name,
  'A ' || lower(s.name) || ' engagement: ' || lower(p.name) || ' for ' || c.company || '.',
  c.id,
  s.id,
  p.status,
  (array['medium', 'high', 'low', 'critical', 'medium', 'high'])[1 + p.n % 6]::public.project_priority,
  d.start_date,
  case when p.status = 'completed' then d.start_date + d.span - 3 + p.n % 7
       when p.status = 'cancelled' then d.start_date + 30 end,
  d.start_date + d.span,
  round(s.base_price * (1 + (p.n % 5) * 0.25) / 500) * 500,
  case p.status when 'completed' then 100 when 'in-progress' then 15 + (p.n * 13) % 75
    when 'approved' then 5 when 'cancelled' then 10 + p.n % 30 else 0 end,
  md5('member-' || (1 + (p.n * 5) % 24))::uuid,
  array[s.category::text, (array['priority-client', 'retainer', 'fixed-bid', 'phase-2'])[1 + p.n % 4]],
  case when p.status = 'completed' then round(3.8 + ((p.n * 3) % 13) / 10.0, 1) end,
  least(d.start_date - 21 + time '10:00', now() - interval '1 day' * (1 + p.n % 20)),
  now() - interval '1 hour' * (p.n % 9)
from sample_projects p
join public.clients c on c.id = md5('client-' || p.client_n)::uuid
join public.services s on s.id = md5('service-' || p.service_n)::uuid
cross join lateral (
  select
    case
      when p.status = 'completed' then public.agency_today() - (150 + (p.n * 17) % 200)
      when p.status in ('in-progress') then public.agency_today() - (20 + (p.n * 7) % 90)
      when p.status = 'cancelled' then public.agency_today() - (100 + p.n % 60)
      when p.status = 'approved' then public.agency_today() + (3 + p.n % 20)
      else public.agency_today() + (14 + p.n % 30)
    end as start_date,
    case when p.status = 'in-progress' then (20 + (p.n * 7) % 90) + 10 + (p.n * 5) % 90 else 60 + (p.n * 11) % 60 end as span
) d;

-- The status trigger logged each project's creation "now"; date it to when the project was created,
-- and add the moves that brought work under way and finished it.
update public.project_status_history h set changed_at = p.created_at
from public.projects p where p.id = h.project_id;

insert into public.project_status_history (project_id, from_status, to_status, changed_at)
select p.id, 'approved'::public.project_status, 'in-progress'::public.project_status, p.start_date + time '09:00'
from public.projects p where p.status in ('in-progress', 'completed', 'cancelled')
union all
select p.id, 'in-progress'::public.project_status, p.status, p.end_date + time '17:00'
from public.projects p where p.status in ('completed', 'cancelled');

-- Lead and two or three members on every project past the sale.
insert into public.project_assignments (project_id, team_member_id)
select distinct p.id, md5('member-' || (1 + (p.n * k) % 24))::uuid
from sample_projects p
cross join (values (5), (7), (11), (13)) as m(k)
where p.status in ('approved', 'in-progress', 'completed', 'cancelled');

insert into public.project_milestones (project_id, name, description, status, progress, order_index, due_date)
select pr.id, ms.name, ms.description,
  (case when pr.progress >= (ms.k + 1) * 25 then 'completed' when pr.progress > ms.k * 25 then 'in-progress'
        else 'pending' end)::public.work_item_status,
  greatest(0, least(100, (pr.progress - ms.k * 25) * 4)),
  ms.k,
  pr.start_date + (pr.deadline - pr.start_date) * (ms.k + 1) / 4
from public.projects pr
cross join (values
  (0, 'Discovery & Planning', 'Workshops, requirements and an agreed plan.'),
  (1, 'Design', 'Wireframes, visual design and sign-off.'),
  (2, 'Build', 'Development, integrations and content.'),
  (3, 'Launch & Handoff', 'Testing, launch and training.')
) as ms(k, name, description)
where pr.status not in ('new', 'in-review', 'quoted');

insert into public.project_tasks (project_id, assignee_id, title, description, status, priority, estimated_hours,
  actual_hours, due_date, order_index)
select pr.id, md5('member-' || (1 + (p.n * t.member_k) % 24))::uuid, t.title, t.description, w.status,
  (array['medium', 'high', 'low', 'critical', 'medium'])[1 + (p.n + t.k) % 5]::public.project_priority,
  t.hours,
  case w.status when 'completed' then round(t.hours * (0.8 + ((p.n + t.k) % 6) / 10.0), 1)
    when 'in-progress' then round(t.hours * 0.4, 1) else 0 end,
  pr.start_date + (pr.deadline - pr.start_date) * (t.k + 1) / 5,
  t.k
from sample_projects p
join public.projects pr on pr.id = p.id
cross join (values
  (0, 5, 'Kick-off workshop', 'Agree goals, scope and success measures.', 8),
  (1, 7, 'Wireframes and user flows', 'Map the key journeys and screens.', 24),
  (2, 11, 'Build core features', 'Implement the agreed features with tests.', 60),
  (3, 13, 'Content and integrations', 'Load content and connect third-party services.', 32),
  (4, 5, 'QA and launch', 'Cross-browser testing, fixes and go-live.', 16)
) as t(k, member_k, title, description, hours)
cross join lateral (
  select (case
    when pr.status = 'completed' then 'completed'
    when pr.status = 'approved' then 'pending'
    when t.k < pr.progress / 20 then 'completed'
    when t.k = pr.progress / 20 then 'in-progress'
    else 'pending' end)::public.work_item_status as status
) w
where pr.status in ('approved', 'in-progress', 'completed');

insert into public.project_documents (project_id, name, file_type, url, uploaded_at)
select pr.id, d.prefix || pr.name || d.suffix, d.type::public.document_type,
  'https://files.cardinalconsulting.com/projects/' || left(pr.id::text, 8) || '/' || d.slug,
  least(now(), pr.created_at + interval '1 day' * (d.k * 6))
from public.projects pr
cross join (values
  (0, 'Proposal - ', '.pdf', 'contract', 'proposal.pdf'),
  (1, 'Statement of Work - ', '.pdf', 'contract', 'sow.pdf'),
  (2, '', ' Technical Specification.pdf', 'technical', 'spec.pdf'),
  (3, '', ' Design Mockups.fig', 'design', 'mockups.fig')
) as d(k, prefix, suffix, type, slug)
where d.k = 0 or pr.status in ('approved', 'in-progress', 'completed', 'cancelled');

insert into public.project_notes (project_id, title, content, is_private, created_at)
select pr.id, n.title, n.content, n.private, least(now(), pr.created_at + interval '1 day' * (n.k * 9))
from public.projects pr
cross join (values
  (0, 'Kick-off summary', 'Stakeholders agreed on scope, timeline and the weekly check-in.', false),
  (1, 'Budget conversation', 'Client asked about phasing the optional features into a second release.', true)
) as n(k, title, content, private)
where n.k = 0 or pr.status in ('in-progress', 'completed');

-- Time: every member of an in-progress project logs every third day of the last three weeks;
-- finished projects have six entries per member across their run.
insert into public.project_time_entries (project_id, team_member_id, description, hours, date, billable)
select a.project_id, a.team_member_id,
  (array['Feature development', 'Design review', 'Client workshop', 'Bug fixing', 'Sprint planning', 'Content migration'])[1 + d % 6],
  1 + (d + abs(hashtext(a.team_member_id::text)) % 4) % 4,
  public.agency_today() - d,
  d % 5 <> 4
from public.project_assignments a
join public.projects pr on pr.id = a.project_id and pr.status = 'in-progress'
cross join generate_series(0, 20) as d
where (d + abs(hashtext(a.project_id::text || a.team_member_id::text)) % 3) % 3 = 0
union all
select a.project_id, a.team_member_id,
  (array['Feature development', 'Design review', 'Client workshop', 'Bug fixing', 'Sprint planning', 'Launch support'])[1 + k],
  3 + k % 4,
  pr.start_date + (pr.end_date - pr.start_date) * k / 6,
  k <> 4
from public.project_assignments a
join public.projects pr on pr.id = a.project_id and pr.status = 'completed'
cross join generate_series(0, 5) as k;

-- Project expenses are expenses linked to their project, approved by the managing director.
insert into public.expenses (project_id, description, amount, date, category, status, approved_by, approved_date)
select pr.id, e.description, e.base + (abs(hashtext(pr.id::text)) % 20) * 25, least(public.agency_today(), pr.start_date + e.k * 12),
  e.category::public.expense_category, 'approved', md5('member-1')::uuid, least(public.agency_today(), pr.start_date + e.k * 12)
from public.projects pr
cross join (values
  (0, 'Stock photography license', 'software', 180),
  (1, 'Usability test participants', 'contractors', 600),
  (2, 'Staging server for the project', 'hosting', 90)
) as e(k, description, category, base)
where pr.status in ('in-progress', 'completed') and (e.k < 2 or pr.status = 'completed');

-- invoices: a deposit per project under way, a final invoice per finished project, a progress
-- invoice per project in progress. Numbered per issue year in date order.

create temporary table sample_invoices as
select md5('invoice-' || pr.id || '-' || i.kind)::uuid as id, pr.id as project_id, pr.client_id, i.kind, pr.budget,
  s.name as service_name, row_number() over (order by pr.id, i.kind) as k,
  i.issue_date, i.issue_date + 30 as due_date, i.status::public.invoice_status as status,
  case when i.status = 'paid' then least(public.agency_today(), i.issue_date + 4 + (abs(hashtext(pr.id::text || i.kind)) % 18)) end
    as paid_date
from public.projects pr
join public.services s on s.id = pr.service_id
cross join lateral (
  select * from (values
    ('deposit', case when pr.status = 'approved' then public.agency_today() - 2 else pr.start_date end,
      case when pr.status = 'approved' then (case when abs(hashtext(pr.id::text)) % 2 = 0 then 'sent' else 'draft' end)
           else 'paid' end),
    ('progress', public.agency_today() - (5 + abs(hashtext(pr.id::text)) % 45),
      case when abs(hashtext(pr.id::text)) % 3 = 0 then 'overdue' else 'sent' end),
    ('final', pr.end_date, case when pr.status = 'cancelled' then 'cancelled' else 'paid' end)
  ) as v(kind, issue_date, status)
  where (v.kind = 'deposit' and pr.status in ('approved', 'in-progress', 'completed', 'cancelled'))
     or (v.kind = 'progress' and pr.status = 'in-progress')
     or (v.kind = 'final' and pr.status in ('completed', 'cancelled'))
) i;

-- Some progress invoices are well past due. Overdue is never stored: the views derive it from the
-- due date (public.invoice_is_overdue), so these are stored as sent.
update sample_invoices set issue_date = public.agency_today() - 45, due_date = public.agency_today() - 15, status = 'sent'
where status = 'overdue';

insert into public.invoices (id, invoice_number, client_id, project_id, status, issue_date, due_date, paid_date,
  description, payment_method, notes, created_at, updated_at)
select id,
  'INV-' || extract(year from issue_date) || '-'
    || lpad(row_number() over (partition by extract(year from issue_date) order by issue_date, k)::text, 3, '0'),
  client_id, project_id, status, issue_date, due_date, paid_date,
  initcap(kind) || ' invoice: ' || service_name,
  case when status = 'paid' then (array['bank-transfer', 'credit-card', 'ach', 'check', 'wire'])[1 + k % 5]::public.payment_method end,
  case when status = 'sent' and due_date < public.agency_today() - 7 then 'Reminder sent; client promised payment this week.'
       when kind = 'deposit' then 'Deposit due before work starts.' end,
  least(now(), issue_date + time '09:30'), least(now(), coalesce(paid_date, issue_date) + time '09:30')
from sample_invoices;

insert into public.invoice_items (invoice_id, position, description, quantity, unit_price)
select i.id, li.position, li.description, li.quantity, li.unit_price
from sample_invoices i
cross join lateral (values
  (0, i.service_name || ' - ' || i.kind || ' milestone', 1::numeric,
    round(i.budget * case i.kind when 'deposit' then 0.3 when 'progress' then 0.25 else 0.35 end, 2)),
  (1, 'Project management', (6 + i.k % 14)::numeric, 95.00),
  (2, 'Quality assurance and testing', (4 + i.k % 9)::numeric, 85.00),
  (3, 'Hosting and licences (pass-through)', 1::numeric, (120 + (i.k % 7) * 35)::numeric)
) as li(position, description, quantity, unit_price)
where li.position < 3 or i.k % 2 = 0;

-- One completed payment per paid invoice, for its total, and a couple still clearing.
insert into public.payments (invoice_id, amount, payment_date, payment_method, transaction_id, status, notes, created_at)
select id, total, payment_date, method,
  'TXN-' || lpad(row_number() over (partition by extract(year from payment_date) order by payment_date, invoice_number)::text, 3, '0')
    || '-' || extract(year from payment_date),
  status, notes, least(now(), payment_date + time '14:00')
from (
  select i.id, i.total, i.paid_date as payment_date, i.payment_method as method, i.invoice_number,
    'completed'::public.payment_status as status, null as notes
  from public.invoices_overview i where i.status = 'paid'
  union all
  select i.id, i.total, public.agency_today(), 'ach', i.invoice_number, 'pending', 'ACH transfer initiated by the client; clears in 2-3 business days.'
  from public.invoices_overview i
  where i.status = 'sent' and i.invoice_number in (select min(invoice_number) from public.invoices where status = 'sent')
) pay;

-- expenses: the agency's own spending over the last six months, and payroll.
insert into public.expenses (description, amount, category, date, project_id, status, approved_by, approved_date, notes, created_at)
select e.description, e.amount, e.category::public.expense_category, e.date,
  case when e.category in ('contractors', 'travel') then md5('project-' || (2 + (n * 4) % 45))::uuid end,
  e.status::public.expense_status,
  case when e.status <> 'pending' then md5('member-' || (array[1, 2, 13, 24])[1 + n % 4])::uuid end,
  case when e.status <> 'pending' then least(public.agency_today(), e.date + 2) end,
  case when e.status = 'rejected' then 'Not in this quarter''s budget; resubmit next quarter.' end,
  least(now(), e.date + time '11:00')
from generate_series(1, 42) as n
cross join lateral (
  select
    d.description, d.category,
    round(d.base * (1 + (n % 5) * 0.1), 2) as amount,
    public.agency_today() - ((n * 29) % 180) as date,
    case when (n * 29) % 180 < 7 then 'pending' when n % 9 = 0 then 'rejected' else 'approved' end as status
  from (values
    ('Figma organization plan', 'software', 675),
    ('AWS monthly bill', 'hosting', 1240),
    ('Google Ads: agency lead generation', 'marketing', 2100),
    ('Office lease, Houston', 'office', 6500),
    ('Flight and hotel for a client workshop', 'travel', 980),
    ('Contract illustrator', 'contractors', 1800),
    ('MacBook Pro for a new hire', 'hardware', 2899),
    ('Certification exam and course', 'training', 450)
  ) as d(description, category, base)
  offset n % 8 limit 1
) e;

-- Payroll, once a month for the last eleven months, approved by the managing director.
insert into public.expenses (description, amount, category, date, status, approved_by, approved_date, created_at)
select 'Payroll, ' || to_char(month, 'FMMonth YYYY'), 36500 + (k % 4) * 1250, 'payroll', month::date + 27,
  'approved', md5('member-1')::uuid, month::date + 27, month + interval '27 days 08:00'
from generate_series(1, 11) as k
cross join lateral (select date_trunc('month', public.agency_today()) - interval '1 month' * k as month) m;

-- hosting: 20 servers, most of them for clients' projects -----------------------------------------

insert into public.servers (id, name, type, provider, location, status, ip_address, domain, cpu_usage, memory_usage,
  disk_usage, bandwidth_usage, uptime, response_time, monthly_cost, client_id, project_id, ssl_status,
  backup_status, last_backup, security_score, performance_score, created_at, updated_at)
select
  md5('server-' || n)::uuid,
  (array['web', 'app', 'db', 'cache', 'api'])[1 + n % 5] || '-' || (array['prod', 'prod', 'staging', 'prod'])[1 + n % 4] || '-' || lpad(n::text, 2, '0'),
  (array['vps', 'dedicated', 'cloud', 'managed'])[1 + n % 4]::public.server_type,
  (array['AWS', 'DigitalOcean', 'Google Cloud', 'Hetzner', 'Linode'])[1 + n % 5],
  (array['us-east-1 (N. Virginia)', 'Dallas, TX', 'us-central1 (Iowa)', 'Ashburn, VA', 'us-south (Houston)'])[1 + n % 5],
  (case n when 6 then 'maintenance' when 13 then 'offline' when 17 then 'error' else 'online' end)::public.server_status,
  ('203.0.113.' || (10 + n * 9))::inet,
  case when pr.id is not null then replace(c.website, 'https://www.', '')
       else 'srv' || n || '.cardinalconsulting.com' end,
  (n * 23) % 97 + 2,
  (n * 31) % 89 + 10,
  (n * 17) % 85 + 12,
  (n * 13) % 80 + 5,
  case n when 13 then 97.214 when 17 then 98.602 else round(99.5 + ((n * 7) % 50) / 100.0, 3) end,
  80 + (n * 37) % 400,
  (array[24, 48, 96, 160, 240, 480])[1 + n % 6],
  pr.client_id,
  pr.id,
  (case when n % 7 = 3 then 'expiring' when n = 11 then 'expired' when n % 5 = 2 then 'none' else 'active' end)::public.ssl_status,
  (case when n = 9 then 'failed' when n % 6 = 0 then 'running' when n = 15 then 'disabled' else 'success' end)::public.backup_status,
  case when n = 15 then null else now() - interval '1 hour' * (2 + (n * 5) % 40) end,
  70 + (n * 11) % 29,
  65 + (n * 13) % 35,
  now() - interval '1 day' * (60 + n * 9),
  now() - interval '1 hour' * (n)
from generate_series(1, 20) as n
left join public.projects pr on n <= 14 and pr.id = md5('project-' || (n * 3))::uuid
left join public.clients c on c.id = pr.client_id;

insert into public.server_services (server_id, name, type, status, port, version, uptime)
select md5('server-' || n)::uuid, v.name, v.type::public.hosted_service_type,
  (case when n = 13 then 'stopped' when n = 17 and v.k = 1 then 'restarting' else 'running' end)::public.hosted_service_status,
  v.port, v.version, case when n = 13 then 0 else round(99.4 + ((n + v.k * 3) % 60) / 100.0, 3) end
from generate_series(1, 20) as n
cross join (values
  (0, 'nginx', 'web', 443, '1.26.2'),
  (1, 'Node.js app', 'web', 3000, '22.11.0'),
  (2, 'PostgreSQL', 'database', 5432, '16.4'),
  (3, 'Redis', 'database', 6379, '7.2.5')
) as v(k, name, type, port, version)
where v.k = 0 or (v.k = 1 and n % 2 = 0) or (v.k = 2 and n % 3 <> 1) or (v.k = 3 and n % 4 = 0);

insert into public.server_alerts (server_id, type, message, "timestamp", resolved)
select md5('server-' || n)::uuid, a.type::public.alert_type, a.message,
  now() - interval '1 minute' * ((n * 97 + a.k * 1531) % 20160),
  (n * 97 + a.k * 1531) % 20160 > 4320
from generate_series(1, 20) as n
cross join lateral (
  select * from (values
    (0, 'warning', 'CPU usage above 85% for 10 minutes'),
    (1, 'info', 'Security patches applied and services restarted'),
    (2, 'error', 'Nightly backup failed: storage quota exceeded'),
    (3, 'warning', 'SSL certificate expires in 14 days'),
    (4, 'info', 'Traffic spike handled by autoscaling'),
    (5, 'error', 'Health check failed: HTTP 502 from upstream')
  ) as all_alerts(k, type, message)
  offset n % 6 limit 2
) a;

drop table sample_projects, sample_invoices;
