-- Incremental analytics: every call adds its contribution to 15-minute buckets when it arrives,
-- and a changed call swaps its old contribution for the new one in the same transaction.
-- 15 minutes: every time zone's midnight falls on such a boundary.
CREATE TABLE call_stats (
  bucket bigint NOT NULL,
  agent_id text NOT NULL,
  direction text NOT NULL,
  calls integer NOT NULL DEFAULT 0,
  connected integer NOT NULL DEFAULT 0,
  successful integer NOT NULL DEFAULT 0,
  unsuccessful integer NOT NULL DEFAULT 0,
  duration_ms bigint NOT NULL DEFAULT 0,
  cost double precision NOT NULL DEFAULT 0,
  positive integer NOT NULL DEFAULT 0,
  neutral integer NOT NULL DEFAULT 0,
  negative integer NOT NULL DEFAULT 0,
  appointments integer NOT NULL DEFAULT 0,
  voicemails integer NOT NULL DEFAULT 0,
  PRIMARY KEY (bucket, agent_id, direction)
);

CREATE TABLE call_stats_reasons (
  bucket bigint NOT NULL,
  agent_id text NOT NULL,
  direction text NOT NULL,
  reason text NOT NULL,
  calls integer NOT NULL DEFAULT 0,
  PRIMARY KEY (bucket, agent_id, direction, reason)
);

-- Mergeable latency histograms (log bins of 5%), by hour ('h') and by UTC day ('d').
CREATE TABLE call_latency_hist (
  level text NOT NULL,
  bucket bigint NOT NULL,
  agent_id text NOT NULL,
  direction text NOT NULL,
  metric text NOT NULL,
  bin integer NOT NULL,
  samples integer NOT NULL DEFAULT 0,
  PRIMARY KEY (level, bucket, agent_id, direction, metric, bin)
);
