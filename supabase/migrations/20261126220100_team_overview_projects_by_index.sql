-- team_overview counted each member's projects with `p.team_lead_id = m.id or exists (an assignment of
-- m to p)`: no index answers that OR, so every member's row scanned every project and probed its
-- assignments (240 members x 480 projects at ten times the sample data). The member's assigned project
-- ids are now gathered from project_assignments_member_idx first, so both halves of the OR are index
-- lookups (projects_team_lead_idx, projects_pkey). Same rows, same columns, same meaning.
create or replace view public.team_overview with (security_invoker = true) as
select
  m.id,
  m.name,
  m.email,
  m.phone,
  m."position",
  m.department,
  m.role,
  m.status,
  m.avatar,
  m.bio,
  m.skills,
  m.experience_years,
  m.hourly_rate,
  m.performance_rating,
  m.availability,
  m.location,
  m.timezone,
  m.joined_date,
  m.last_active,
  m.education,
  m.languages,
  m.specializations,
  m.max_hours,
  m.created_at,
  m.updated_at,
  coalesce(proj.total, 0) as projects_count,
  coalesce(proj.completed, 0) as completed_projects,
  coalesce(proj.current_names, '{}') as current_projects,
  coalesce(cert.names, '{}') as certifications,
  coalesce(logged.hours, 0) as current_hours,
  round(100.0 * coalesce(logged.hours, 0) / m.max_hours, 1) as utilization_rate,
  coalesce(work.upcoming, 0) as upcoming_deadlines,
  coalesce(work.overdue, 0) as overdue_tasks
from public.team_members m
left join lateral (
  select
    count(*) as total,
    count(*) filter (where p.status = 'completed') as completed,
    array_agg(p.name order by p.deadline) filter (where p.status in ('approved', 'in-progress')) as current_names
  from public.projects p
  where p.team_lead_id = m.id
    or p.id = any (array(select a.project_id from public.project_assignments a where a.team_member_id = m.id))
) proj on true
left join lateral (
  select array_agg(tc.name order by tc.issued_date) as names
  from public.team_certifications tc
  where tc.team_member_id = m.id
) cert on true
left join lateral (
  select sum(t.hours) as hours
  from public.project_time_entries t
  where t.team_member_id = m.id and t.date > current_date - 7 and t.date <= current_date
) logged on true
left join lateral (
  select
    count(*) filter (where t.due_date between current_date and current_date + 14) as upcoming,
    count(*) filter (where t.due_date < current_date) as overdue
  from public.project_tasks t
  where t.assignee_id = m.id and t.status <> 'completed'
) work on true;
