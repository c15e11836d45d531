-- Hiring I (#16): what a job says beyond its description, the addresses of the public careers site
-- (/careers/<workspace>/<job>) and the applications its Apply form brings.

-- A readable, unique part of a URL made from a name: lowercase words joined by '-', at most 60
-- characters; '-2', '-3'... when `taken` already holds it.
CREATE FUNCTION slug_base(name text, fallback text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(nullif(left(trim(both '-' from regexp_replace(lower(coalesce(name, '')), '[^a-z0-9]+', '-', 'g')), 60), ''), fallback)
$$;

-- Workspaces: the careers site's address.
ALTER TABLE workspaces ADD COLUMN slug text;
UPDATE workspaces w SET slug = s.slug
  FROM (SELECT id, CASE WHEN row_number() OVER (PARTITION BY slug_base(name, 'workspace') ORDER BY created_at, id) = 1
                        THEN slug_base(name, 'workspace')
                        ELSE slug_base(name, 'workspace') || '-' || left(replace(id::text, '-', ''), 6) END AS slug
          FROM workspaces) s
 WHERE w.id = s.id;
ALTER TABLE workspaces ALTER COLUMN slug SET NOT NULL;
CREATE UNIQUE INDEX workspaces_slug_idx ON workspaces (slug);

CREATE FUNCTION workspaces_set_slug() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  base text := slug_base(NEW.name, 'workspace');
BEGIN
  IF NEW.slug IS NULL THEN
    NEW.slug := base;
    IF EXISTS (SELECT 1 FROM workspaces WHERE slug = base) THEN
      NEW.slug := base || '-' || left(replace(NEW.id::text, '-', ''), 6);
    END IF;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER workspaces_slug BEFORE INSERT ON workspaces FOR EACH ROW EXECUTE FUNCTION workspaces_set_slug();

-- Jobs: seniority, benefits, must-have (requirements) and nice-to-have requirements, the
-- application deadline, openings, the hiring manager, who changed it last, its slug and how many
-- applied (kept with each application, so the list sorts by it through an index).
ALTER TABLE jobs
  ADD COLUMN seniority text NOT NULL DEFAULT '' CHECK (seniority IN ('', 'internship', 'entry', 'mid', 'senior', 'lead', 'manager', 'director', 'executive')),
  ADD COLUMN benefits jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN nice_to_have jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN application_deadline date,
  ADD COLUMN openings integer NOT NULL DEFAULT 1 CHECK (openings BETWEEN 1 AND 1000),
  ADD COLUMN hiring_manager text NOT NULL DEFAULT '',
  ADD COLUMN updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN slug text,
  ADD COLUMN applicant_count integer NOT NULL DEFAULT 0 CHECK (applicant_count >= 0),
  -- When post-to-ats put it on the careers site (taken off again by closing it).
  ADD COLUMN posted_at timestamptz;
UPDATE jobs SET updated_by = created_by;

-- A job's slug: from its title, unique in its workspace ('-2', '-3'... after the first).
CREATE FUNCTION job_slug(workspace uuid, title text, job text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  base text := slug_base(title, 'job');
  candidate text := base;
  n integer := 1;
BEGIN
  WHILE EXISTS (SELECT 1 FROM jobs WHERE workspace_id = workspace AND slug = candidate AND id <> job) LOOP
    n := n + 1;
    candidate := left(base, 55) || '-' || n;
  END LOOP;
  RETURN candidate;
END $$;

DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT workspace_id, id, title FROM jobs ORDER BY created_at, id LOOP
    UPDATE jobs SET slug = job_slug(r.workspace_id, r.title, r.id) WHERE id = r.id;
  END LOOP;
END $$;
ALTER TABLE jobs ALTER COLUMN slug SET NOT NULL;
CREATE UNIQUE INDEX jobs_slug_idx ON jobs (workspace_id, slug);

-- Set on insert; set again from the title when a job is first published (a draft's title, often
-- "Copy of ...", is edited before then), and kept from then on so shared links keep working.
CREATE FUNCTION jobs_set_slug() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.slug IS NULL THEN NEW.slug := job_slug(NEW.workspace_id, NEW.title, NEW.id); END IF;
  ELSIF NEW.status = 'open' AND OLD.published_at IS NULL AND NEW.slug IS NOT DISTINCT FROM OLD.slug THEN
    NEW.slug := job_slug(NEW.workspace_id, NEW.title, NEW.id);
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER jobs_slug BEFORE INSERT OR UPDATE ON jobs FOR EACH ROW EXECUTE FUNCTION jobs_set_slug();

-- The careers site lists a workspace's posted open jobs, newest posted first; the job list sorts by
-- title, department, location and applicants within the workspace.
CREATE INDEX jobs_posted_idx ON jobs (workspace_id, posted_at DESC, id DESC) WHERE status = 'open' AND posted_at IS NOT NULL;
CREATE INDEX jobs_title_idx ON jobs (workspace_id, lower(title), id);
CREATE INDEX jobs_department_idx ON jobs (workspace_id, lower(department), id);
CREATE INDEX jobs_location_idx ON jobs (workspace_id, lower(location), id);
CREATE INDEX jobs_applicants_idx ON jobs (workspace_id, applicant_count, id);

-- An application from the careers site's Apply form (the next issue's candidates build on it). A
-- job with applications is closed, not deleted.
CREATE TABLE job_applications (
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  id text PRIMARY KEY,
  job_id text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL DEFAULT '',
  resume_filename text NOT NULL,
  resume_content_type text NOT NULL,
  resume bytea NOT NULL,
  consented_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (workspace_id, job_id) REFERENCES jobs (workspace_id, id) ON DELETE RESTRICT,
  UNIQUE (workspace_id, id)
);
CREATE INDEX job_applications_job_idx ON job_applications (workspace_id, job_id, created_at DESC, id DESC);
