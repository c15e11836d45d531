-- Candidates (#17). A person is one candidate per workspace (the same e-mail, else the same phone,
-- merged), with the résumés they sent; an application ties a candidate to a job with a stage, a
-- bookmark, a fit score and its explanation. Résumé uploads are read and scored in the background
-- (candidate_upload_files is their durable queue; job_applications.fit_status = 'pending' the
-- scoring queue, which a job's edit refills).

CREATE TABLE candidates (
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  id text NOT NULL,
  name text NOT NULL,
  -- In lower case; one candidate per address.
  email text,
  -- E.164.
  phone text,
  location text NOT NULL DEFAULT '',
  -- The latest résumé as read (ParsedResume); null until one is read.
  profile jsonb,
  -- The canonical skills the résumé names (the list's skill filter).
  skill_keys text[] NOT NULL DEFAULT '{}',
  source text NOT NULL CHECK (source IN ('upload', 'careers', 'import', 'manual')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (workspace_id, id)
);
CREATE UNIQUE INDEX candidates_email_idx ON candidates (workspace_id, email) WHERE email IS NOT NULL;
CREATE INDEX candidates_phone_idx ON candidates (workspace_id, phone) WHERE phone IS NOT NULL;

CREATE TABLE candidate_resumes (
  workspace_id uuid NOT NULL,
  id text NOT NULL,
  candidate_id text NOT NULL,
  filename text NOT NULL,
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  -- The text read from the file; null until read.
  text text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (workspace_id, id),
  FOREIGN KEY (workspace_id, candidate_id) REFERENCES candidates (workspace_id, id) ON DELETE CASCADE
);
CREATE INDEX candidate_resumes_candidate_idx ON candidate_resumes (workspace_id, candidate_id, created_at DESC);

-- The careers site's applications so far become candidates (one per e-mail) with their résumés.
INSERT INTO candidates (workspace_id, id, name, email, phone, source, created_at)
SELECT DISTINCT ON (workspace_id, lower(email)) workspace_id, 'cand_' || substr(md5(workspace_id::text || lower(email)), 1, 16), name, lower(email), nullif(phone, ''), 'careers', created_at
FROM job_applications ORDER BY workspace_id, lower(email), created_at, id;

INSERT INTO candidate_resumes (workspace_id, id, candidate_id, filename, content_type, bytes, created_at)
SELECT a.workspace_id, 'res_' || substr(a.id, 5), c.id, a.resume_filename, a.resume_content_type, a.resume, a.created_at
FROM job_applications a JOIN candidates c ON c.workspace_id = a.workspace_id AND c.email = lower(a.email);

ALTER TABLE job_applications
  ADD COLUMN candidate_id text,
  ADD COLUMN resume_id text,
  ADD COLUMN source text NOT NULL DEFAULT 'careers' CHECK (source IN ('upload', 'careers', 'import', 'manual')),
  ADD COLUMN stage text NOT NULL DEFAULT 'new' CHECK (stage IN ('new', 'shortlisted', 'screening', 'interview', 'offer', 'hired', 'rejected')),
  ADD COLUMN rejection_reason text,
  ADD COLUMN bookmarked boolean NOT NULL DEFAULT false,
  ADD COLUMN stage_changed_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN fit_status text NOT NULL DEFAULT 'pending' CHECK (fit_status IN ('pending', 'scored', 'failed')),
  ADD COLUMN fit_score smallint,
  ADD COLUMN fit jsonb,
  ADD COLUMN fit_error text,
  -- Moves on with every request to score again: a result computed for an older one is dropped.
  ADD COLUMN fit_generation integer NOT NULL DEFAULT 0,
  ADD COLUMN fit_lease_until timestamptz,
  ADD COLUMN fit_attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN screening_call_id text,
  ADD COLUMN screening_questions jsonb,
  ADD COLUMN screening_requested_at timestamptz,
  ALTER COLUMN consented_at DROP NOT NULL;

UPDATE job_applications a SET candidate_id = c.id, resume_id = 'res_' || substr(a.id, 5), stage_changed_at = a.created_at
FROM candidates c WHERE c.workspace_id = a.workspace_id AND c.email = lower(a.email);

-- One application per candidate and job: a second one from the same person is the same
-- application (its résumé is kept above).
DELETE FROM job_applications a USING job_applications b
WHERE a.workspace_id = b.workspace_id AND a.job_id = b.job_id AND a.candidate_id = b.candidate_id AND (a.created_at, a.id) < (b.created_at, b.id);
UPDATE jobs j SET applicant_count = (SELECT count(*) FROM job_applications a WHERE a.workspace_id = j.workspace_id AND a.job_id = j.id);

ALTER TABLE job_applications
  DROP COLUMN name,
  DROP COLUMN email,
  DROP COLUMN phone,
  DROP COLUMN resume_filename,
  DROP COLUMN resume_content_type,
  DROP COLUMN resume,
  ALTER COLUMN candidate_id SET NOT NULL,
  ADD FOREIGN KEY (workspace_id, candidate_id) REFERENCES candidates (workspace_id, id) ON DELETE CASCADE,
  ADD FOREIGN KEY (workspace_id, resume_id) REFERENCES candidate_resumes (workspace_id, id) ON DELETE SET NULL (resume_id),
  ADD CONSTRAINT job_applications_candidate_key UNIQUE (workspace_id, job_id, candidate_id);

-- The ranked list: a job's candidates by score (unscored last), ties by id.
CREATE INDEX job_applications_rank_idx ON job_applications (workspace_id, job_id, (coalesce(fit_score, -1)) DESC, id DESC);
CREATE INDEX job_applications_candidate_idx ON job_applications (workspace_id, candidate_id);
-- The scoring queue.
CREATE INDEX job_applications_fit_queue_idx ON job_applications (workspace_id, job_id) WHERE fit_status = 'pending';

-- A job's applications by stage, kept by the trigger below (the list's stage counts, no scans).
CREATE TABLE job_stage_counts (
  workspace_id uuid NOT NULL,
  job_id text NOT NULL,
  stage text NOT NULL,
  n integer NOT NULL DEFAULT 0,
  PRIMARY KEY (workspace_id, job_id, stage),
  FOREIGN KEY (workspace_id, job_id) REFERENCES jobs (workspace_id, id) ON DELETE CASCADE
);
CREATE FUNCTION job_stage_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE job_stage_counts SET n = n - 1 WHERE workspace_id = OLD.workspace_id AND job_id = OLD.job_id AND stage = OLD.stage;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO job_stage_counts (workspace_id, job_id, stage, n) VALUES (NEW.workspace_id, NEW.job_id, NEW.stage, 1)
    ON CONFLICT (workspace_id, job_id, stage) DO UPDATE SET n = job_stage_counts.n + 1;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER job_applications_stage_counts AFTER INSERT OR DELETE OR UPDATE OF stage, job_id ON job_applications
  FOR EACH ROW EXECUTE FUNCTION job_stage_counts_apply();
INSERT INTO job_stage_counts (workspace_id, job_id, stage, n)
SELECT workspace_id, job_id, stage, count(*) FROM job_applications GROUP BY workspace_id, job_id, stage;

-- A job's edit of what the score reads queues its applications to be scored again.
CREATE FUNCTION jobs_rescore_applications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.title, NEW.location, NEW.workplace_type, NEW.requirements, NEW.skills, NEW.nice_to_have, NEW.seniority)
     IS DISTINCT FROM (OLD.title, OLD.location, OLD.workplace_type, OLD.requirements, OLD.skills, OLD.nice_to_have, OLD.seniority) THEN
    UPDATE job_applications SET fit_status = 'pending', fit_generation = fit_generation + 1, fit_attempts = 0, fit_lease_until = NULL
    WHERE workspace_id = NEW.workspace_id AND job_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER jobs_rescore AFTER UPDATE ON jobs FOR EACH ROW EXECUTE FUNCTION jobs_rescore_applications();

-- Who moved an application, when, from and to which stage. Kept when the candidate is erased
-- (no foreign key to the application), with the reason cleared: anonymous, for the analytics.
CREATE TABLE application_stage_events (
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  id bigint GENERATED ALWAYS AS IDENTITY,
  application_id text NOT NULL,
  job_id text NOT NULL,
  from_stage text,
  to_stage text NOT NULL,
  reason text,
  actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (workspace_id, id)
);
CREATE INDEX application_stage_events_application_idx ON application_stage_events (workspace_id, application_id, created_at, id);
CREATE INDEX application_stage_events_job_idx ON application_stage_events (workspace_id, job_id, created_at);
INSERT INTO application_stage_events (workspace_id, application_id, job_id, from_stage, to_stage, created_at)
SELECT workspace_id, id, job_id, NULL, 'new', created_at FROM job_applications;

-- Résumé uploads: a batch per upload, a row per file, read and scored by the background reader.
CREATE TABLE candidate_uploads (
  workspace_id uuid NOT NULL,
  id text NOT NULL,
  job_id text NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (workspace_id, id),
  FOREIGN KEY (workspace_id, job_id) REFERENCES jobs (workspace_id, id) ON DELETE CASCADE
);
CREATE TABLE candidate_upload_files (
  workspace_id uuid NOT NULL,
  id text NOT NULL,
  batch_id text NOT NULL,
  ordinal integer NOT NULL,
  filename text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  -- Cleared once the file is read (the résumé is then the candidate's).
  bytes bytea,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'reading', 'scored', 'failed')),
  error text,
  application_id text,
  lease_until timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (workspace_id, id),
  FOREIGN KEY (workspace_id, batch_id) REFERENCES candidate_uploads (workspace_id, id) ON DELETE CASCADE
);
CREATE INDEX candidate_upload_files_batch_idx ON candidate_upload_files (workspace_id, batch_id, ordinal);
CREATE INDEX candidate_upload_files_queue_idx ON candidate_upload_files (next_attempt_at, id) WHERE status IN ('queued', 'reading');

-- The calls zara had with a candidate: the sample calls by the candidate's number, and the
-- screening calls the product placed (by the call id the provider gave).
CREATE TABLE candidate_calls (
  workspace_id uuid NOT NULL,
  candidate_id text NOT NULL,
  call_id text NOT NULL,
  application_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (workspace_id, candidate_id, call_id),
  FOREIGN KEY (workspace_id, candidate_id) REFERENCES candidates (workspace_id, id) ON DELETE CASCADE
);
