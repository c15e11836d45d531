-- The workspace's logo (#30 item 3): shown on the candidate's self-booking pages and the careers
-- site. One per workspace, its bytes kept in the database (PGlite and PostgreSQL alike), gone with it.
CREATE TABLE workspace_logos (
  workspace_id uuid PRIMARY KEY REFERENCES workspaces (id) ON DELETE CASCADE,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
  bytes bytea NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
