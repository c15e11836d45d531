-- Careers site (#16 item 3): the Apply form's rate limits per client address and per e-mail address
-- and job. Kept in the database, not in a process's memory, so every API process counts the same
-- submissions and a restart forgets none. Keys are hashes (no address is stored in the clear);
-- rows older than a day are pruned as new ones come.
CREATE TABLE careers_apply_attempts (
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX careers_apply_attempts_key_idx ON careers_apply_attempts (workspace_id, key, created_at);
CREATE INDEX careers_apply_attempts_age_idx ON careers_apply_attempts (created_at);
