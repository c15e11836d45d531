-- Publishing a job (#26 item 5): one state. Publishing puts a job on the careers site and its feeds
-- at once (posted_at is when it went there); taking it back to draft (unpublishing) takes it off;
-- closing takes it off too (posted_at stays, so its old address answers 410 Gone). A job closes when
-- its application deadline has passed, so Job Listings' open jobs and the careers site's positions
-- are always the same jobs.

-- Open jobs that were published but never posted go on the site, from the day they were published.
UPDATE jobs SET posted_at = coalesce(published_at, updated_at) WHERE status = 'open' AND posted_at IS NULL;
-- Drafts are off the site (a job posted, then taken back to draft).
UPDATE jobs SET posted_at = NULL WHERE status = 'draft' AND posted_at IS NOT NULL;
-- Open jobs past their deadline were off the site already: they are closed, the day after it (UTC).
UPDATE jobs
  SET status = 'closed', closed_at = (application_deadline + 1)::timestamp AT TIME ZONE 'UTC', updated_at = now()
  WHERE status = 'open' AND application_deadline < (now() AT TIME ZONE 'UTC')::date;

ALTER TABLE jobs
  ADD CONSTRAINT jobs_open_is_posted CHECK (status <> 'open' OR posted_at IS NOT NULL),
  ADD CONSTRAINT jobs_draft_is_not_posted CHECK (status <> 'draft' OR posted_at IS NULL);

-- The deadline sweep closes open jobs past their deadline in every workspace at once: it reads by
-- the deadline, not by workspace.
CREATE INDEX jobs_open_deadline_idx ON jobs (application_deadline)
  WHERE status = 'open' AND application_deadline IS NOT NULL;
