-- Each workspace's own outbound chat hook: where its chat replies are POSTed and the secret they
-- are signed with. A workspace without a row keeps its replies local (the first workspace falls
-- back to the environment's CHAT_OUTBOUND_URL).
CREATE TABLE workspace_chat_hooks (
  workspace_id uuid PRIMARY KEY REFERENCES workspaces (id) ON DELETE CASCADE,
  url text NOT NULL,
  secret text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL
);
