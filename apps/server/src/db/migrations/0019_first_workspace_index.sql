-- The first workspace (the earliest) receives deliveries whose address names none, and its own
-- mail address is the bare one: looked up on every such delivery, so by an index.
CREATE INDEX workspaces_created_idx ON workspaces (created_at, id);
