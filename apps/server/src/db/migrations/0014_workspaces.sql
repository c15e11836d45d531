-- Workspaces (tenancy): every business datum belongs to one workspace, and a user works in the
-- workspaces they are a member of. An existing installation's data moves into one workspace owned
-- by its earliest user, so it keeps working unchanged (its other users become members).
CREATE TABLE workspaces (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE memberships (
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('owner', 'admin', 'member', 'viewer')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (workspace_id, user_id)
);
CREATE INDEX memberships_user_idx ON memberships (user_id, created_at);

INSERT INTO workspaces (name)
SELECT coalesce((SELECT username || '''s workspace' FROM users ORDER BY created_at, id LIMIT 1), 'Workspace')
WHERE EXISTS (SELECT 1 FROM users) OR EXISTS (SELECT 1 FROM agents) OR EXISTS (SELECT 1 FROM calls)
   OR EXISTS (SELECT 1 FROM mail_threads) OR EXISTS (SELECT 1 FROM chat_threads) OR EXISTS (SELECT 1 FROM whatsapp_calls)
   OR EXISTS (SELECT 1 FROM campaigns) OR EXISTS (SELECT 1 FROM knowledge_bases) OR EXISTS (SELECT 1 FROM onboarding_documents)
   OR EXISTS (SELECT 1 FROM jobs) OR EXISTS (SELECT 1 FROM mail_quarantine) OR EXISTS (SELECT 1 FROM call_stats);

INSERT INTO memberships (workspace_id, user_id, role, created_at)
SELECT w.id, u.id, CASE WHEN u.rank = 1 THEN 'owner' ELSE 'member' END, u.created_at
FROM workspaces w, (SELECT id, created_at, row_number() OVER (ORDER BY created_at, id) AS rank FROM users) u;

-- The session names the workspace it works in (checked against memberships on every lookup).
ALTER TABLE sessions ADD COLUMN workspace_id uuid REFERENCES workspaces (id) ON DELETE CASCADE;
UPDATE sessions SET workspace_id = (SELECT id FROM workspaces LIMIT 1);
UPDATE users SET client_id = (SELECT id FROM workspaces LIMIT 1)::text WHERE EXISTS (SELECT 1 FROM workspaces);

DROP TRIGGER sessions_notify_change ON sessions;
CREATE TRIGGER sessions_notify_change AFTER UPDATE OF revoked_at, expires_at, user_id, workspace_id OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION agentdesk_notify_session();

-- A role change or a removal ends what every API process remembers of that user's sessions.
CREATE FUNCTION agentdesk_notify_membership() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('agentdesk_auth', 'user:' || OLD.user_id);
  RETURN NULL;
END $$;
CREATE TRIGGER memberships_notify_change AFTER UPDATE OR DELETE ON memberships
  FOR EACH ROW EXECUTE FUNCTION agentdesk_notify_membership();

-- Every business table carries its workspace; existing rows join the one workspace above.
CREATE FUNCTION agentdesk_add_workspace_column(target regclass) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ADD COLUMN workspace_id uuid REFERENCES workspaces (id) ON DELETE CASCADE', target);
  EXECUTE format('UPDATE %s SET workspace_id = (SELECT id FROM workspaces LIMIT 1)', target);
  EXECUTE format('ALTER TABLE %s ALTER COLUMN workspace_id SET NOT NULL', target);
END $$;

SELECT agentdesk_add_workspace_column(t) FROM unnest(ARRAY[
  'agents', 'calls', 'call_events', 'call_stats', 'call_stats_reasons', 'call_latency_hist',
  'mail_threads', 'mail_messages', 'mail_drafts', 'mail_quarantine', 'chat_threads', 'chat_messages', 'whatsapp_calls',
  'campaigns', 'campaign_recipients', 'campaign_replies',
  'knowledge_bases', 'knowledge_base_sources', 'knowledge_base_chunks', 'onboarding_documents', 'jobs'
]::regclass[]) AS t;
DROP FUNCTION agentdesk_add_workspace_column(regclass);

-- Mail the product sends on a workspace's behalf carries it; account mail (password resets,
-- invitations before they are accepted) belongs to no workspace.
ALTER TABLE outbox_mails ADD COLUMN workspace_id uuid REFERENCES workspaces (id) ON DELETE CASCADE;
UPDATE outbox_mails SET workspace_id = (SELECT id FROM workspaces LIMIT 1) WHERE kind <> 'password-reset';
CREATE INDEX outbox_mails_workspace_idx ON outbox_mails (workspace_id, created_at DESC) WHERE workspace_id IS NOT NULL;

-- Ids the provider or a platform chooses are unique per workspace, and lists lead with the workspace.
ALTER TABLE agents DROP CONSTRAINT agents_pkey, ADD PRIMARY KEY (workspace_id, agent_id);

ALTER TABLE calls DROP CONSTRAINT calls_pkey, ADD PRIMARY KEY (workspace_id, call_id);
DROP INDEX calls_start_idx;
DROP INDEX calls_agent_start_idx;
CREATE INDEX calls_start_idx ON calls (workspace_id, start_timestamp DESC, call_id DESC);
CREATE INDEX calls_agent_start_idx ON calls (workspace_id, agent_id, start_timestamp DESC, call_id DESC);
ALTER TABLE call_events DROP CONSTRAINT call_events_pkey, ADD PRIMARY KEY (workspace_id, call_id, event);

ALTER TABLE call_stats DROP CONSTRAINT call_stats_pkey, ADD PRIMARY KEY (workspace_id, bucket, agent_id, direction);
ALTER TABLE call_stats_reasons DROP CONSTRAINT call_stats_reasons_pkey, ADD PRIMARY KEY (workspace_id, bucket, agent_id, direction, reason);
ALTER TABLE call_latency_hist DROP CONSTRAINT call_latency_hist_pkey, ADD PRIMARY KEY (workspace_id, level, bucket, agent_id, direction, metric, bin);

DROP INDEX mail_threads_last_idx;
DROP INDEX mail_threads_inbox_idx;
CREATE INDEX mail_threads_last_idx ON mail_threads (workspace_id, last_message_at DESC, id DESC);
CREATE INDEX mail_threads_inbox_idx ON mail_threads (workspace_id, last_message_at DESC, id DESC) WHERE has_inbound;
DROP INDEX mail_messages_message_id_key;
DROP INDEX mail_messages_out_idx;
CREATE UNIQUE INDEX mail_messages_message_id_key ON mail_messages (workspace_id, message_id);
CREATE INDEX mail_messages_out_idx ON mail_messages (workspace_id, created_at DESC, id DESC) WHERE direction = 'out';
DROP INDEX mail_drafts_updated_idx;
CREATE INDEX mail_drafts_updated_idx ON mail_drafts (workspace_id, updated_at DESC, id DESC);
DROP INDEX mail_quarantine_received_idx;
CREATE INDEX mail_quarantine_received_idx ON mail_quarantine (workspace_id, received_at DESC, id DESC);

DROP INDEX chat_threads_contact_key;
DROP INDEX chat_threads_last_idx;
CREATE UNIQUE INDEX chat_threads_contact_key ON chat_threads (workspace_id, platform, contact_ref);
CREATE INDEX chat_threads_last_idx ON chat_threads (workspace_id, last_message_at DESC, id DESC);

ALTER TABLE whatsapp_calls DROP CONSTRAINT whatsapp_calls_pkey, ADD PRIMARY KEY (workspace_id, id);
DROP INDEX whatsapp_calls_start_idx;
CREATE INDEX whatsapp_calls_start_idx ON whatsapp_calls (workspace_id, start_timestamp DESC, id DESC);

DROP INDEX campaigns_user_idx;
CREATE INDEX campaigns_workspace_idx ON campaigns (workspace_id, created_at DESC);

DROP INDEX knowledge_bases_list_idx;
CREATE INDEX knowledge_bases_list_idx ON knowledge_bases (workspace_id, created_at DESC, id DESC);

DROP INDEX onboarding_documents_created_idx;
CREATE INDEX onboarding_documents_created_idx ON onboarding_documents (workspace_id, created_at DESC, id DESC);

DROP INDEX jobs_list_idx;
DROP INDEX jobs_status_list_idx;
CREATE INDEX jobs_list_idx ON jobs (workspace_id, created_at DESC, id DESC);
CREATE INDEX jobs_status_list_idx ON jobs (workspace_id, status, created_at DESC, id DESC);

-- Each workspace signs its own webhooks. A rotation retires the old key, which keeps verifying for
-- a grace period (24 h) so deliveries signed with it still land. The first workspace also accepts
-- the environment's key (RETELL_API_KEY / WEBHOOK_SIGNING_KEY), so one-business installations need no change.
CREATE TABLE workspace_webhook_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  retired_at timestamptz
);
CREATE INDEX workspace_webhook_keys_workspace_idx ON workspace_webhook_keys (workspace_id, created_at DESC);
-- (A workspace moved here by this migration gets its key from the server, which has a secure random source.)
