-- Every change that can end a session is announced on the channel 'agentdesk_auth', whoever makes
-- it (the API, a script, an operator in psql): API processes keep validated sessions in memory and
-- drop them on these notices (see modules/auth/session-cache.ts).
CREATE FUNCTION agentdesk_notify_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('agentdesk_auth', 'session:' || OLD.id);
  RETURN NULL;
END $$;

CREATE FUNCTION agentdesk_notify_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('agentdesk_auth', 'user:' || OLD.id);
  RETURN NULL;
END $$;

CREATE TRIGGER sessions_notify_change AFTER UPDATE OF revoked_at, expires_at, user_id OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION agentdesk_notify_session();
CREATE TRIGGER users_notify_change AFTER UPDATE OF is_active OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION agentdesk_notify_user();
