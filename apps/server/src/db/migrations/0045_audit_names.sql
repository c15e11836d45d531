-- Issue #26 item 10: each audit event names what it is about in words that outlive the thing.
-- `target` keeps the readable name as it was at the time (a job's title, an alert rule's name, a
-- candidate's name); `target_type` and `target_id` say what kind of thing it was and which one.
-- An event that holds a candidate's name says whose it is (`candidate_id`): erasing the candidate
-- blanks that name in the log (the log then reads "an erased candidate").
ALTER TABLE audit_events
  ADD COLUMN target_type text NOT NULL DEFAULT '',
  ADD COLUMN target_id text NOT NULL DEFAULT '',
  ADD COLUMN candidate_id text;
CREATE INDEX audit_events_candidate_idx ON audit_events (workspace_id, candidate_id) WHERE candidate_id IS NOT NULL;

-- Still append-only, with two changes allowed to a row: an erasure (the candidate's name and the
-- link to them go, nothing else changes), and its actor's account being removed (ON DELETE SET NULL).
CREATE OR REPLACE FUNCTION agentdesk_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.id, NEW.workspace_id, NEW.actor_email, NEW.action, NEW.target_type, NEW.target_id,
      NEW.details, NEW.ip, NEW.created_at)
     IS NOT DISTINCT FROM (OLD.id, OLD.workspace_id, OLD.actor_email, OLD.action, OLD.target_type, OLD.target_id,
      OLD.details, OLD.ip, OLD.created_at) THEN
    IF OLD.candidate_id IS NOT NULL AND NEW.candidate_id IS NULL AND NEW.target = ''
       AND NEW.actor_user_id IS NOT DISTINCT FROM OLD.actor_user_id THEN
      RETURN NEW;
    END IF;
    IF OLD.actor_user_id IS NOT NULL AND NEW.actor_user_id IS NULL
       AND NEW.target = OLD.target AND NEW.candidate_id IS NOT DISTINCT FROM OLD.candidate_id THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit events are append-only';
END $$;

-- The events recorded before: alert rules and agents were named by id (the name, when kept, was in
-- the details); exports by a word. One statement, so every subquery reads the rows as they were.
ALTER TABLE audit_events DISABLE TRIGGER audit_events_append_only;
UPDATE audit_events e SET
  target_type = CASE
    WHEN e.action LIKE 'alert_rule_%' THEN 'alert_rule'
    WHEN e.action LIKE 'agent_%' THEN 'agent'
    WHEN e.target = 'calls' THEN 'calls_csv'
    WHEN e.target = 'audit log' THEN 'audit_log'
    ELSE 'webhook_key' END,
  target_id = CASE WHEN e.action LIKE 'alert_rule_%' OR e.action LIKE 'agent_%' THEN e.target ELSE '' END,
  target = CASE
    WHEN e.action LIKE 'alert_rule_%' THEN coalesce(
      (SELECT r.name FROM alert_rules r WHERE r.workspace_id = e.workspace_id AND r.id::text = e.target),
      e.details ->> 'name',
      (SELECT x.details ->> 'name' FROM audit_events x
        WHERE x.workspace_id = e.workspace_id AND x.target = e.target AND x.action LIKE 'alert_rule_%'
          AND x.details ? 'name'
        ORDER BY x.id DESC LIMIT 1),
      '')
    WHEN e.action LIKE 'agent_%' THEN coalesce(
      (SELECT a.agent_name FROM agents a WHERE a.workspace_id = e.workspace_id AND a.agent_id = e.target),
      e.details ->> 'agent_name', e.details ->> 'name', e.target)
    ELSE '' END
WHERE e.target_type = ''
  AND (e.action IN ('alert_rule_added', 'alert_rule_changed', 'alert_rule_removed', 'agent_added', 'agent_changed')
       OR e.action = 'webhook_key_rotated'
       OR (e.action = 'export' AND e.target IN ('calls', 'audit log')));
ALTER TABLE audit_events ENABLE TRIGGER audit_events_append_only;
