-- A workspace's connection to its voice-agent provider's API: the key an admin gave (never sent
-- back), when the agent list was last synced and why the last attempt failed. The table is the
-- sync's durable schedule: a due row is claimed by moving next_sync_at on, so a restart resumes it.
-- An explicitly set RETELL_API_KEY is the first workspace's (as the environment's webhook key is):
-- from_environment marks that row, which follows the environment rather than an admin.
CREATE TABLE agent_provider_connections (
  workspace_id uuid PRIMARY KEY REFERENCES workspaces(id) ON DELETE CASCADE,
  api_key text NOT NULL,
  from_environment boolean NOT NULL DEFAULT false,
  connected_at timestamptz NOT NULL DEFAULT now(),
  synced_at timestamptz,
  sync_error text,
  next_sync_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX agent_provider_connections_due_idx ON agent_provider_connections (next_sync_at);
