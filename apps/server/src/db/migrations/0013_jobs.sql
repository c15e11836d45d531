-- Job descriptions of the hiring area (SPEC §2 Job Listings, Create Job Description; §4 close and
-- copy; §7 /job-description/...): shared by the workspace. draft -> open (published) -> closed.
CREATE TABLE jobs (
  id text PRIMARY KEY,
  title text NOT NULL,
  department text NOT NULL DEFAULT '',
  location text NOT NULL DEFAULT '',
  employment_type text NOT NULL DEFAULT 'full_time' CHECK (employment_type IN ('full_time', 'part_time', 'contract', 'temporary', 'internship')),
  workplace_type text NOT NULL DEFAULT 'on_site' CHECK (workplace_type IN ('on_site', 'hybrid', 'remote')),
  salary_min integer CHECK (salary_min >= 0),
  salary_max integer CHECK (salary_max >= 0),
  salary_currency text NOT NULL DEFAULT '',
  summary text NOT NULL DEFAULT '',
  responsibilities jsonb NOT NULL DEFAULT '[]',
  requirements jsonb NOT NULL DEFAULT '[]',
  skills jsonb NOT NULL DEFAULT '[]',
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'open', 'closed')),
  source text NOT NULL CHECK (source IN ('form', 'text', 'file', 'copy')),
  copied_from text REFERENCES jobs (id) ON DELETE SET NULL,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz,
  closed_at timestamptz,
  CHECK (salary_min IS NULL OR salary_max IS NULL OR salary_min <= salary_max)
);
-- Newest first, overall and per status.
CREATE INDEX jobs_list_idx ON jobs (created_at DESC, id DESC);
CREATE INDEX jobs_status_list_idx ON jobs (status, created_at DESC, id DESC);
