-- Issue #29 item 6: QA scores and criterion failure rates as alert metrics, and a signed
-- `call_reviewed` webhook per scorecard.
--
-- Alert windows run from 15 minutes to 24 hours and are read exactly ([now - window, now)): the
-- per-day QA aggregates cannot answer them, so the scores and the passes and failures are also kept
-- per 15-minute bucket of the call's start (epoch milliseconds, as call_stats buckets calls), in the
-- transaction that writes the review (modules/quality/qa-stats-delta.ts). A window's partial edges
-- are read from the reviews of the calls started in them (an index range of at most 15 minutes).
CREATE TABLE qa_score_buckets (
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  scorecard_id uuid NOT NULL,
  bucket bigint NOT NULL,
  agent_id text NOT NULL,
  scored integer NOT NULL DEFAULT 0,
  score_sum numeric NOT NULL DEFAULT 0,
  PRIMARY KEY (workspace_id, scorecard_id, bucket, agent_id),
  FOREIGN KEY (workspace_id, scorecard_id) REFERENCES qa_scorecards (workspace_id, id) ON DELETE CASCADE
);

CREATE TABLE qa_criterion_buckets (
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  criterion_id uuid NOT NULL,
  bucket bigint NOT NULL,
  agent_id text NOT NULL,
  passed integer NOT NULL DEFAULT 0,
  failed integer NOT NULL DEFAULT 0,
  PRIMARY KEY (workspace_id, criterion_id, bucket, agent_id),
  FOREIGN KEY (workspace_id, criterion_id) REFERENCES qa_criteria (workspace_id, id) ON DELETE CASCADE
);

-- The reviews written before this migration, counted once.
INSERT INTO qa_score_buckets (workspace_id, scorecard_id, bucket, agent_id, scored, score_sum)
SELECT workspace_id, scorecard_id, (floor(extract(epoch FROM call_started_at) * 1000 / 900000) * 900000)::bigint,
  agent_id, count(score), coalesce(sum(score), 0)
FROM qa_call_reviews WHERE score IS NOT NULL
GROUP BY 1, 2, 3, 4;

INSERT INTO qa_criterion_buckets (workspace_id, criterion_id, bucket, agent_id, passed, failed)
SELECT x.workspace_id, x.criterion_id, (floor(extract(epoch FROM x.call_started_at) * 1000 / 900000) * 900000)::bigint,
  r.agent_id, count(*) FILTER (WHERE x.outcome = 'passed'), count(*) FILTER (WHERE x.outcome = 'failed')
FROM qa_review_results x
JOIN qa_call_reviews r ON r.workspace_id = x.workspace_id AND r.call_id = x.call_id AND r.scorecard_id = x.scorecard_id
WHERE x.outcome <> 'not_applicable'
GROUP BY 1, 2, 3, 4;

-- A QA rule names its scorecard (and, for a failure rate, its criterion); it goes with them.
ALTER TABLE alert_rules DROP CONSTRAINT alert_rules_metric_check;
ALTER TABLE alert_rules
  ADD CONSTRAINT alert_rules_metric_check CHECK (metric IN ('success_rate', 'negative_share', 'call_volume',
    'cost_per_day', 'e2e_latency_p90', 'webhook_failures', 'qa_score', 'qa_criterion_failure_rate')),
  ADD COLUMN scorecard_id uuid,
  ADD COLUMN criterion_id uuid,
  ADD CONSTRAINT alert_rules_qa_target_check CHECK (
    (metric IN ('qa_score', 'qa_criterion_failure_rate')) = (scorecard_id IS NOT NULL)
    AND (metric = 'qa_criterion_failure_rate') = (criterion_id IS NOT NULL)),
  ADD CONSTRAINT alert_rules_scorecard_fk FOREIGN KEY (workspace_id, scorecard_id)
    REFERENCES qa_scorecards (workspace_id, id) ON DELETE CASCADE,
  ADD CONSTRAINT alert_rules_criterion_fk FOREIGN KEY (workspace_id, criterion_id)
    REFERENCES qa_criteria (workspace_id, id) ON DELETE CASCADE;

-- A scorecard's optional call_reviewed webhook; its signing secret is made when a URL is first set.
ALTER TABLE qa_scorecards ADD COLUMN webhook_url text, ADD COLUMN webhook_secret text;

-- The outbox of call_reviewed deliveries (lib/durable-queue.ts defineOutbox), queued in the
-- transaction that writes the review; a removed scorecard's pending deliveries go with it.
CREATE TABLE qa_webhook_deliveries (
  id bigserial PRIMARY KEY,
  workspace_id uuid NOT NULL,
  scorecard_id uuid NOT NULL,
  call_id text NOT NULL,
  url text NOT NULL,
  secret text NOT NULL,
  body text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (workspace_id, scorecard_id) REFERENCES qa_scorecards (workspace_id, id) ON DELETE CASCADE
);
CREATE INDEX qa_webhook_deliveries_due_idx ON qa_webhook_deliveries (next_attempt_at) WHERE status = 'pending';
CREATE INDEX qa_webhook_deliveries_call_idx ON qa_webhook_deliveries (workspace_id, call_id);
