-- Issue #28 item 4: a call-history import is a job on a durable queue, not one long transaction.
-- The upload is kept here, cut into chunks of calls (the JSON text of each chunk as it was read),
-- and the importer works through them one chunk per transaction: the chunk's calls upserted by
-- (workspace_id, call_id), the analytics aggregates moved by the same delta, the progress counted
-- and the chunk deleted, all together. A restart resumes at the first chunk left (next_chunk).
--
-- status: receiving while the upload's chunks are written (not yet claimable), pending while chunks
-- remain, complete, or failed (error says why). The queue's claim takes lease_until; each claim
-- imports one chunk and settles the import back to pending until the last.
CREATE TABLE call_imports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  filename text NOT NULL,
  size_bytes bigint NOT NULL,
  status text NOT NULL DEFAULT 'receiving' CHECK (status IN ('receiving', 'pending', 'complete', 'failed')),
  total_rows integer NOT NULL,
  chunk_count integer NOT NULL,
  next_chunk integer NOT NULL DEFAULT 0,
  rows_read integer NOT NULL DEFAULT 0,
  imported integer NOT NULL DEFAULT 0,
  updated integer NOT NULL DEFAULT 0,
  unchanged integer NOT NULL DEFAULT 0,
  skipped integer NOT NULL DEFAULT 0,
  -- The skipped rows' reasons, [{ index, message }], the first 1000.
  row_errors jsonb NOT NULL DEFAULT '[]'::jsonb,
  error text,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  lease_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX call_imports_workspace_idx ON call_imports (workspace_id, created_at DESC);
CREATE INDEX call_imports_queue_idx ON call_imports (next_attempt_at) WHERE status = 'pending';
-- One import at a time per workspace: a second upload while one runs is refused (409).
CREATE UNIQUE INDEX call_imports_running_idx ON call_imports (workspace_id)
  WHERE status IN ('receiving', 'pending');

-- The upload's calls, chunk by chunk: the JSON text of an array of call objects. first_row is the
-- index in the file of the chunk's first call (row numbers in the reasons are the file's).
CREATE TABLE call_import_chunks (
  import_id uuid NOT NULL REFERENCES call_imports (id) ON DELETE CASCADE,
  ordinal integer NOT NULL,
  first_row integer NOT NULL,
  items text NOT NULL,
  PRIMARY KEY (import_id, ordinal)
);
