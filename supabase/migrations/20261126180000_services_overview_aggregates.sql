-- services_overview summed each service's paid invoices through a lateral join over invoices_overview:
-- the planner evaluated that view (its line-item sums and every table's row policy) once per service,
-- so at ten times the sample data the Services area and the overview waited 13 s on it. Each figure is
-- now aggregated once per service id and joined; the columns and their meaning are unchanged.
create or replace view public.services_overview with (security_invoker = true) as
select
  s.id,
  s.name,
  s.description,
  s.category,
  s.status,
  s.base_price,
  s.hourly_rate,
  s.estimated_duration,
  s.features,
  s.requirements,
  s.deliverables,
  s.created_at,
  s.updated_at,
  coalesce(proj.total, 0) as total_projects,
  coalesce(rev.total, 0) as total_revenue,
  proj.average_rating,
  proj.completion_rate
from public.services s
left join (
  select
    p.service_id,
    count(*) as total,
    round(avg(p.client_rating), 1) as average_rating,
    round(
      100.0 * count(*) filter (where p.status = 'completed')
        / nullif(count(*) filter (where p.status in ('completed', 'cancelled')), 0),
      1
    ) as completion_rate
  from public.projects p
  group by p.service_id
) proj on proj.service_id = s.id
left join (
  select p.service_id, sum(i.total) as total
  from public.invoices_overview i
  join public.projects p on p.id = i.project_id
  where i.status = 'paid'
  group by p.service_id
) rev on rev.service_id = s.id;
