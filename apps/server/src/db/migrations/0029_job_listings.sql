-- Job Listings (#16): the list sorts by status too, the way a job goes (draft, open, closed), ties
-- by id, within the workspace. The other sorts have their indexes already: created (0014), title,
-- department, location and applicants (0026).
CREATE FUNCTION job_status_rank(status text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE status WHEN 'draft' THEN 0 WHEN 'open' THEN 1 ELSE 2 END
$$;
CREATE INDEX jobs_status_rank_idx ON jobs (workspace_id, job_status_rank(status), id);
