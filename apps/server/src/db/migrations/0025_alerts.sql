-- Alerts (#15 item 4): a workspace's rules on a metric of its calls over a window, per agent or all;
-- each rule keeps its state (ok or firing), so a state change is noticed, recorded and notified once,
-- across restarts (the change is a conditional update in the transaction that queues its e-mails and
-- its webhook delivery). Webhook deliveries are a durable outbox. Refused webhook deliveries (bad
-- signature or body) are counted per 15 minutes for the webhook-failures metric.
CREATE TABLE alert_rules (
  workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL,
  metric text NOT NULL CHECK (metric IN ('success_rate', 'negative_share', 'call_volume', 'cost_per_day', 'e2e_latency_p90', 'webhook_failures')),
  comparator text NOT NULL CHECK (comparator IN ('above', 'below')),
  threshold double precision NOT NULL,
  window_minutes integer NOT NULL CHECK (window_minutes IN (15, 60, 360, 1440)),
  agent_id text,
  emails text[] NOT NULL DEFAULT '{}',
  webhook_url text,
  webhook_secret text NOT NULL,
  is_enabled boolean NOT NULL DEFAULT true,
  state text NOT NULL DEFAULT 'ok' CHECK (state IN ('ok', 'firing')),
  last_value double precision,
  state_since timestamptz NOT NULL DEFAULT now(),
  evaluated_at timestamptz,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (workspace_id, id)
);
CREATE INDEX alert_rules_enabled_idx ON alert_rules (is_enabled, workspace_id);

CREATE TABLE alert_events (
  workspace_id uuid NOT NULL,
  id bigserial NOT NULL,
  rule_id uuid NOT NULL,
  state text NOT NULL CHECK (state IN ('fired', 'cleared')),
  value double precision,
  threshold double precision NOT NULL,
  comparator text NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (workspace_id, id),
  FOREIGN KEY (workspace_id, rule_id) REFERENCES alert_rules (workspace_id, id) ON DELETE CASCADE
);
CREATE INDEX alert_events_rule_idx ON alert_events (workspace_id, rule_id, id DESC);

CREATE TABLE alert_deliveries (
  id bigserial PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  event_id bigint NOT NULL,
  url text NOT NULL,
  secret text NOT NULL,
  body text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text
);
CREATE INDEX alert_deliveries_due_idx ON alert_deliveries (next_attempt_at) WHERE status = 'pending';

CREATE TABLE webhook_failure_stats (
  workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  bucket bigint NOT NULL,
  failures integer NOT NULL DEFAULT 0,
  PRIMARY KEY (workspace_id, bucket)
);
