-- Issue #28 item 7: job postings meet Google's required properties. A salary is paid per hour, day,
-- week, month or year (existing jobs: a year, as they were published), and a workspace has a default
-- country: the country of a job whose location names none, and the applicant country of a remote one.
ALTER TABLE jobs ADD COLUMN salary_period text NOT NULL DEFAULT 'year'
  CONSTRAINT jobs_salary_period_check CHECK (salary_period IN ('hour', 'day', 'week', 'month', 'year'));

ALTER TABLE workspaces ADD COLUMN default_country text
  CONSTRAINT workspaces_default_country_check CHECK (default_country ~ '^[A-Z]{2}$');
