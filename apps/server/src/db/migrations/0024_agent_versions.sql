-- The provider's agent_version of each call (#15 item 3): kept beside the record for the call list's
-- filter, and a dimension of the analytics aggregates so versions can be grouped and compared. A
-- call without a usable version (none, not a number, out of range) has none in the list and -1 in the
-- aggregates (a key column cannot be null). The aggregates are rebuilt from the calls after this
-- migration (main.ts), so calls stored before count under their versions.
ALTER TABLE calls ADD COLUMN agent_version integer GENERATED ALWAYS AS (
  CASE WHEN jsonb_typeof(record->'agent_version') = 'number' AND (record->>'agent_version')::numeric >= 0 AND (record->>'agent_version')::numeric < 2147483647
    THEN round((record->>'agent_version')::numeric)::integer END
) STORED;
CREATE INDEX calls_agent_version_start_idx ON calls (workspace_id, agent_id, agent_version, start_timestamp, call_id);

ALTER TABLE call_stats ADD COLUMN agent_version integer NOT NULL DEFAULT -1;
ALTER TABLE call_stats DROP CONSTRAINT call_stats_pkey, ADD PRIMARY KEY (workspace_id, bucket, agent_id, agent_version, direction);
ALTER TABLE call_stats_reasons ADD COLUMN agent_version integer NOT NULL DEFAULT -1;
ALTER TABLE call_stats_reasons DROP CONSTRAINT call_stats_reasons_pkey, ADD PRIMARY KEY (workspace_id, bucket, agent_id, agent_version, direction, reason);
ALTER TABLE call_latency_hist ADD COLUMN agent_version integer NOT NULL DEFAULT -1;
ALTER TABLE call_latency_hist DROP CONSTRAINT call_latency_hist_pkey, ADD PRIMARY KEY (workspace_id, level, bucket, agent_id, agent_version, direction, metric, bin);
