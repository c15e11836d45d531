-- Issue #28 item 2: the audit log is append-only in the database itself, whoever connects (the
-- app, a script, psql). No row is changed, deleted or truncated, with three narrow exceptions, each
-- recognised by what is already gone rather than by a setting a caller could set:
--   * the rows of a deleted workspace go with it (the ON DELETE CASCADE from workspaces: the
--     workspace's row is gone by the time the cascade reaches the log);
--   * an erased candidate's name is blanked, and the link to them dropped, once the candidate's row
--     is gone (the erasure's transaction), nothing else of the event changing;
--   * a deleted account's link is dropped (ON DELETE SET NULL from users; its e-mail stays).
CREATE OR REPLACE FUNCTION agentdesk_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM workspaces w WHERE w.id = OLD.workspace_id) THEN
      RETURN OLD;
    END IF;
    RAISE EXCEPTION 'audit events are append-only: they go only with their workspace'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF (NEW.id, NEW.workspace_id, NEW.actor_email, NEW.action, NEW.target_type, NEW.target_id,
      NEW.details, NEW.ip, NEW.created_at)
     IS NOT DISTINCT FROM (OLD.id, OLD.workspace_id, OLD.actor_email, OLD.action, OLD.target_type, OLD.target_id,
      OLD.details, OLD.ip, OLD.created_at) THEN
    IF OLD.candidate_id IS NOT NULL AND NEW.candidate_id IS NULL AND NEW.target = ''
       AND NEW.actor_user_id IS NOT DISTINCT FROM OLD.actor_user_id
       AND NOT EXISTS (SELECT 1 FROM candidates c WHERE c.workspace_id = OLD.workspace_id AND c.id = OLD.candidate_id) THEN
      RETURN NEW;
    END IF;
    IF OLD.actor_user_id IS NOT NULL AND NEW.actor_user_id IS NULL
       AND NEW.target = OLD.target AND NEW.candidate_id IS NOT DISTINCT FROM OLD.candidate_id
       AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = OLD.actor_user_id) THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit events are append-only' USING ERRCODE = 'insufficient_privilege';
END $$;

DROP TRIGGER audit_events_append_only ON audit_events;
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION agentdesk_audit_append_only();

-- TRUNCATE skips row triggers (and would empty every workspace's log at once): refused outright.
CREATE FUNCTION agentdesk_audit_no_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit events are append-only: they cannot be truncated' USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION agentdesk_audit_no_truncate();
