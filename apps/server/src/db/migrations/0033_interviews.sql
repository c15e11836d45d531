-- Interview scheduling (#18): interviewers with their hours in their own zone, a plan of rounds
-- per job, interviews with their interviewers, self-booking links and scorecards.

CREATE TABLE interviewers (
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  id text NOT NULL,
  name text NOT NULL,
  -- In lower case; one interviewer per address.
  email text NOT NULL,
  time_zone text NOT NULL,
  working_hours jsonb NOT NULL,
  interview_types text[] NOT NULL DEFAULT '{}',
  max_per_day integer NOT NULL,
  max_per_week integer NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (workspace_id, id),
  UNIQUE (workspace_id, email)
);

CREATE TABLE interview_plans (
  workspace_id uuid NOT NULL,
  job_id text NOT NULL,
  -- The rounds as the plan's form gives them (InterviewRound[]).
  rounds jsonb NOT NULL,
  window_days integer NOT NULL,
  min_notice_hours integer NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (workspace_id, job_id),
  FOREIGN KEY (workspace_id, job_id) REFERENCES jobs (workspace_id, id) ON DELETE CASCADE
);

CREATE TABLE interviews (
  workspace_id uuid NOT NULL,
  id text NOT NULL,
  application_id text NOT NULL,
  job_id text NOT NULL,
  round_id text NOT NULL,
  round_name text NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  -- The span the interviewers are held for: the interview with its buffers.
  held_from timestamptz NOT NULL,
  held_until timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'completed', 'cancelled', 'no_show')),
  sequence integer NOT NULL DEFAULT 0,
  booked_by text NOT NULL CHECK (booked_by IN ('recruiter', 'candidate', 'zara')),
  candidate_time_zone text,
  -- The zara call that booked it (idempotent booking from the call's analysis).
  call_id text,
  scorecard jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (workspace_id, id),
  FOREIGN KEY (workspace_id, application_id) REFERENCES job_applications (workspace_id, id) ON DELETE CASCADE
);
CREATE INDEX interviews_time_idx ON interviews (workspace_id, starts_at);
CREATE INDEX interviews_application_idx ON interviews (workspace_id, application_id);
CREATE UNIQUE INDEX interviews_call_idx ON interviews (workspace_id, call_id) WHERE call_id IS NOT NULL;

-- Who sits on each interview, with the span held (kept equal to the interview's while scheduled):
-- the free-slot finder reads this per interviewer, and a booking checks it under the interviewer's lock.
CREATE TABLE interview_panel (
  workspace_id uuid NOT NULL,
  interview_id text NOT NULL,
  interviewer_id text NOT NULL,
  held_from timestamptz NOT NULL,
  held_until timestamptz NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  PRIMARY KEY (workspace_id, interview_id, interviewer_id),
  FOREIGN KEY (workspace_id, interview_id) REFERENCES interviews (workspace_id, id) ON DELETE CASCADE,
  FOREIGN KEY (workspace_id, interviewer_id) REFERENCES interviewers (workspace_id, id) ON DELETE RESTRICT
);
CREATE INDEX interview_panel_busy_idx ON interview_panel (workspace_id, interviewer_id, held_from) WHERE is_active;

-- A candidate's self-booking link: signed, expiring, used once.
CREATE TABLE interview_booking_links (
  workspace_id uuid NOT NULL,
  id text NOT NULL,
  application_id text NOT NULL,
  round_id text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  interview_id text,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (workspace_id, id),
  FOREIGN KEY (workspace_id, application_id) REFERENCES job_applications (workspace_id, id) ON DELETE CASCADE
);
