-- Whatever moves the inbox's pulse (GET /inbox/pulse: the newest moment of each tab) is announced on
-- the channel 'agentdesk_inbox' once its transaction commits, whoever writes it (SMTP listener,
-- webhooks, an import, another API process): open inboxes waiting on the pulse wake up at once.
-- One notice per statement, so a bulk import announces itself once per batch, not per row.
CREATE FUNCTION agentdesk_notify_inbox() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('agentdesk_inbox', TG_ARGV[0]);
  RETURN NULL;
END $$;

CREATE TRIGGER mail_threads_notify_inbox AFTER INSERT OR UPDATE OF last_message_at, has_inbound ON mail_threads
  FOR EACH STATEMENT EXECUTE FUNCTION agentdesk_notify_inbox('mails');
CREATE TRIGGER mail_quarantine_notify_inbox AFTER INSERT ON mail_quarantine
  FOR EACH STATEMENT EXECUTE FUNCTION agentdesk_notify_inbox('mails');
CREATE TRIGGER chat_threads_notify_inbox AFTER INSERT OR UPDATE OF last_message_at ON chat_threads
  FOR EACH STATEMENT EXECUTE FUNCTION agentdesk_notify_inbox('chats');
CREATE TRIGGER whatsapp_calls_notify_inbox AFTER INSERT ON whatsapp_calls
  FOR EACH STATEMENT EXECUTE FUNCTION agentdesk_notify_inbox('calls');
CREATE TRIGGER calls_notify_inbox AFTER INSERT OR UPDATE OF start_timestamp ON calls
  FOR EACH STATEMENT EXECUTE FUNCTION agentdesk_notify_inbox('calls');
