-- Job description files uploaded by key (issue #16 item 4; SPEC §7 /job-description/generate-upload-url
-- and /job-description/upload-with-key), like a storage service's presigned upload: a key of one
-- user of one workspace, good for a few minutes; the file PUT to its signed URL is kept here until
-- the key is read into a draft (then the bytes are dropped and the key is marked used, so it is
-- read once). Keys are deleted some time after they expire.
CREATE TABLE job_upload_keys (
  workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  key text NOT NULL,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  filename text NOT NULL,
  content_type text NOT NULL DEFAULT '',
  -- The size the client gave when asking for the URL; the file PUT must match it.
  declared_bytes integer CHECK (declared_bytes >= 0),
  bytes bytea,
  size_bytes integer,
  uploaded_at timestamptz,
  used_at timestamptz,
  job_id text,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (workspace_id, key),
  CHECK (used_at IS NULL OR uploaded_at IS NOT NULL)
);
-- The clean-up of expired keys, across workspaces.
CREATE INDEX job_upload_keys_expires_idx ON job_upload_keys (expires_at);
