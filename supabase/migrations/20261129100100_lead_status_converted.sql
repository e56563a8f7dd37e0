-- A quote request that became a project is "Converted": its own status, not a project's "Approved".
-- Quote requests and project evaluations share the project_status enum (the original schema's); the
-- new value is a lead's only, and 20261129100200 keeps it off projects. Added alone: a new enum value
-- cannot be used in the transaction that adds it.
alter type public.project_status add value if not exists 'converted' after 'approved';
