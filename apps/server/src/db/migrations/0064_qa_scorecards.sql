-- Issue #29 items 2 and 4: a workspace's scorecards and their criteria, each call's review against
-- every scorecard that applies to it (with a result per criterion and its evidence), and the
-- aggregates the QA page reads instead of scanning the reviews.
--
-- Reviews are written by the call measurer (modules/quality/review-calls.ts) in the transaction that
-- stores a call's measures. A scorecard that is created or changed (version + 1) has its agents'
-- calls reviewed again: backfill_after is a cursor over call ids that the worker advances a few
-- thousand calls at a time (marking them needs_measuring), null once every call has been marked.
CREATE TABLE qa_scorecards (
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL,
  agent_ids text[] NOT NULL,
  agent_versions integer[],
  version integer NOT NULL DEFAULT 1 CHECK (version > 0),
  backfill_after text DEFAULT '',
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (workspace_id, id)
);
CREATE INDEX qa_scorecards_backfill_idx ON qa_scorecards (workspace_id, id) WHERE backfill_after IS NOT NULL;

CREATE TABLE qa_criteria (
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  scorecard_id uuid NOT NULL,
  position integer NOT NULL CHECK (position >= 0),
  label text NOT NULL,
  weight integer NOT NULL CHECK (weight BETWEEN 1 AND 10),
  kind text NOT NULL CHECK (kind IN ('measure', 'phrase', 'outcome', 'question')),
  config jsonb NOT NULL,
  PRIMARY KEY (workspace_id, id),
  FOREIGN KEY (workspace_id, scorecard_id) REFERENCES qa_scorecards (workspace_id, id) ON DELETE CASCADE
);
CREATE INDEX qa_criteria_scorecard_idx ON qa_criteria (workspace_id, scorecard_id, position);

-- One call reviewed against one scorecard. The agent and the call's start are copied from the call
-- when it is reviewed, so the list and the aggregates need not read the calls.
CREATE TABLE qa_call_reviews (
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  call_id text NOT NULL,
  scorecard_id uuid NOT NULL,
  scorecard_version integer NOT NULL,
  agent_id text NOT NULL,
  agent_version integer,
  call_started_at timestamptz NOT NULL,
  score numeric(4, 1) CHECK (score BETWEEN 0 AND 100),
  passed integer NOT NULL,
  failed integer NOT NULL,
  reviewed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (workspace_id, call_id, scorecard_id),
  FOREIGN KEY (workspace_id, call_id) REFERENCES calls (workspace_id, call_id) ON DELETE CASCADE,
  FOREIGN KEY (workspace_id, scorecard_id) REFERENCES qa_scorecards (workspace_id, id) ON DELETE CASCADE
);
-- The list (GET /qa/reviews): newest calls first, of the workspace or of one scorecard.
CREATE INDEX qa_call_reviews_time_idx ON qa_call_reviews (workspace_id, call_started_at DESC, call_id DESC);
CREATE INDEX qa_call_reviews_scorecard_idx
  ON qa_call_reviews (workspace_id, scorecard_id, call_started_at DESC, call_id DESC);

CREATE TABLE qa_review_results (
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  call_id text NOT NULL,
  scorecard_id uuid NOT NULL,
  criterion_id uuid NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('passed', 'failed', 'not_applicable')),
  detail text NOT NULL,
  evidence jsonb NOT NULL,
  call_started_at timestamptz NOT NULL,
  PRIMARY KEY (workspace_id, call_id, scorecard_id, criterion_id),
  FOREIGN KEY (workspace_id, call_id, scorecard_id)
    REFERENCES qa_call_reviews (workspace_id, call_id, scorecard_id) ON DELETE CASCADE,
  FOREIGN KEY (workspace_id, criterion_id) REFERENCES qa_criteria (workspace_id, id) ON DELETE CASCADE
);
-- "The calls that failed criterion X", newest first (the QA page's drill-down, the list's filter).
CREATE INDEX qa_review_results_failed_idx
  ON qa_review_results (workspace_id, criterion_id, call_started_at DESC, call_id DESC) WHERE outcome = 'failed';

-- Incremental aggregates, as analytics keeps call_stats: each review written adds its contribution
-- and a replaced or removed one takes its old contribution away, in the review's transaction. The
-- day is the UTC day the call started; agent_version is -1 when the call names none.
CREATE TABLE qa_score_stats (
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  scorecard_id uuid NOT NULL,
  day date NOT NULL,
  agent_id text NOT NULL,
  agent_version integer NOT NULL,
  reviews integer NOT NULL DEFAULT 0,
  scored integer NOT NULL DEFAULT 0,
  score_sum numeric NOT NULL DEFAULT 0,
  PRIMARY KEY (workspace_id, scorecard_id, day, agent_id, agent_version),
  FOREIGN KEY (workspace_id, scorecard_id) REFERENCES qa_scorecards (workspace_id, id) ON DELETE CASCADE
);

CREATE TABLE qa_criterion_stats (
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  scorecard_id uuid NOT NULL,
  criterion_id uuid NOT NULL,
  day date NOT NULL,
  agent_id text NOT NULL,
  passed integer NOT NULL DEFAULT 0,
  failed integer NOT NULL DEFAULT 0,
  PRIMARY KEY (workspace_id, scorecard_id, criterion_id, day, agent_id),
  FOREIGN KEY (workspace_id, criterion_id) REFERENCES qa_criteria (workspace_id, id) ON DELETE CASCADE
);

-- A call whose record no longer holds a transcript loses its measures (0063) and waits once more
-- when it has reviews, so the worker removes them with their contribution to the aggregates.
CREATE OR REPLACE FUNCTION calls_mark_for_measuring() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.record IS NOT DISTINCT FROM OLD.record THEN RETURN NEW; END IF;
  NEW.needs_measuring := call_has_transcript(NEW.record);
  IF TG_OP = 'UPDATE' AND NOT NEW.needs_measuring THEN
    DELETE FROM call_measures WHERE workspace_id = NEW.workspace_id AND call_id = NEW.call_id;
    NEW.needs_measuring := EXISTS (
      SELECT 1 FROM qa_call_reviews WHERE workspace_id = NEW.workspace_id AND call_id = NEW.call_id);
  END IF;
  RETURN NEW;
END $$;
