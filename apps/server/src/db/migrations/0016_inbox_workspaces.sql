-- The inbox per workspace.
--
-- 1. Notices name the workspace whose inbox moved ('<tab>:<workspace id>' on 'agentdesk_inbox'), so
-- an open inbox is woken by its own workspace's changes only (0010 announced a bare tab to every
-- waiting inbox). Inserts announce once per statement and workspace, so a bulk import still
-- announces itself once per batch; an update that moves a row's time announces per row, which
-- PostgreSQL folds into one notice per transaction (identical notices are delivered once).
CREATE FUNCTION agentdesk_notify_inbox_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  workspace uuid;
BEGIN
  FOR workspace IN SELECT DISTINCT workspace_id FROM inserted LOOP
    PERFORM pg_notify('agentdesk_inbox', TG_ARGV[0] || ':' || workspace);
  END LOOP;
  RETURN NULL;
END $$;

CREATE FUNCTION agentdesk_notify_inbox_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('agentdesk_inbox', TG_ARGV[0] || ':' || NEW.workspace_id);
  RETURN NULL;
END $$;

DROP TRIGGER mail_threads_notify_inbox ON mail_threads;
DROP TRIGGER mail_quarantine_notify_inbox ON mail_quarantine;
DROP TRIGGER chat_threads_notify_inbox ON chat_threads;
DROP TRIGGER whatsapp_calls_notify_inbox ON whatsapp_calls;
DROP TRIGGER calls_notify_inbox ON calls;
DROP FUNCTION agentdesk_notify_inbox();

CREATE TRIGGER mail_threads_notify_inbox AFTER INSERT ON mail_threads REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION agentdesk_notify_inbox_inserted('mails');
CREATE TRIGGER mail_threads_notify_inbox_moved AFTER UPDATE OF last_message_at, has_inbound ON mail_threads FOR EACH ROW
  WHEN (OLD.last_message_at IS DISTINCT FROM NEW.last_message_at OR OLD.has_inbound IS DISTINCT FROM NEW.has_inbound)
  EXECUTE FUNCTION agentdesk_notify_inbox_moved('mails');
CREATE TRIGGER mail_quarantine_notify_inbox AFTER INSERT ON mail_quarantine REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION agentdesk_notify_inbox_inserted('mails');
CREATE TRIGGER chat_threads_notify_inbox AFTER INSERT ON chat_threads REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION agentdesk_notify_inbox_inserted('chats');
CREATE TRIGGER chat_threads_notify_inbox_moved AFTER UPDATE OF last_message_at ON chat_threads FOR EACH ROW
  WHEN (OLD.last_message_at IS DISTINCT FROM NEW.last_message_at)
  EXECUTE FUNCTION agentdesk_notify_inbox_moved('chats');
CREATE TRIGGER whatsapp_calls_notify_inbox AFTER INSERT ON whatsapp_calls REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION agentdesk_notify_inbox_inserted('calls');
CREATE TRIGGER calls_notify_inbox AFTER INSERT ON calls REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION agentdesk_notify_inbox_inserted('calls');
CREATE TRIGGER calls_notify_inbox_moved AFTER UPDATE OF start_timestamp ON calls FOR EACH ROW
  WHEN (OLD.start_timestamp IS DISTINCT FROM NEW.start_timestamp)
  EXECUTE FUNCTION agentdesk_notify_inbox_moved('calls');

-- 2. Inbound mail is routed to the workspace whose outgoing Message-ID it answers (a reply), whichever
-- workspace that is: found by the id alone (0014's unique index leads with the workspace).
CREATE INDEX mail_messages_out_message_id_idx ON mail_messages (message_id) WHERE direction = 'out';
