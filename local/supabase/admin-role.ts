/** Gives the account with this e-mail (any case) the admin role: one row returned, none if it had it or none exists. */
export const GRANT_ADMIN_SQL = `insert into public.user_roles (user_id, role)
  select id, 'admin' from auth.users where lower(email) = lower($1)
  on conflict (user_id, role) do nothing
  returning user_id`;
