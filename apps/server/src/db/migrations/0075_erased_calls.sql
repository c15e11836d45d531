-- Calls erased with a person (a candidate's erasure with "erase their calls too", #28 item 5): a
-- late or repeated delivery of the provider's webhook, or an import of an older export, would
-- otherwise bring the call back with its transcript, numbers and recording. Only a SHA-256 of the
-- call id is kept, never the id itself (nothing of the erased call is left to find), and the
-- webhook and the import look the incoming id's hash up here and leave an erased call erased.
CREATE TABLE erased_calls (
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  call_id_sha256 text NOT NULL,
  erased_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (workspace_id, call_id_sha256)
);
