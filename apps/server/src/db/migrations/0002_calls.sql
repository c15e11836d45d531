-- Calls as the voice-agent provider reports them, one row per call_id.
-- `record` is the provider's object folded from every event received (see call-merge.ts);
-- the columns beside it are derived from it for filtering, sorting and search.
CREATE TABLE calls (
  call_id text PRIMARY KEY,
  agent_id text,
  call_status text,
  direction text,
  from_number text,
  to_number text,
  -- 0 when the provider has not told the start yet; keeps keyset pagination free of NULLs.
  start_timestamp bigint NOT NULL DEFAULT 0,
  end_timestamp bigint,
  duration_ms bigint,
  disconnection_reason text,
  call_successful boolean,
  sentiment text,
  call_summary text,
  has_recording boolean NOT NULL DEFAULT false,
  record jsonb NOT NULL,
  notes text,
  end_reason text,
  search tsvector GENERATED ALWAYS AS (
    to_tsvector('english', coalesce(record->>'transcript', '') || ' ' || coalesce(record->'call_analysis'->>'call_summary', '') || ' ' || coalesce(record->'call_analysis'->>'detailed_call_summary', ''))
  ) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Keyset pagination, newest first, overall and per agent.
CREATE INDEX calls_start_idx ON calls (start_timestamp DESC, call_id DESC);
CREATE INDEX calls_agent_start_idx ON calls (agent_id, start_timestamp DESC, call_id DESC);
CREATE INDEX calls_search_idx ON calls USING gin (search);

-- Every webhook event kept once per (call, event): repeats overwrite the same row, and the
-- call row is the fold of these in event order, so arrival order does not matter.
CREATE TABLE call_events (
  call_id text NOT NULL,
  event text NOT NULL,
  payload jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (call_id, event)
);
