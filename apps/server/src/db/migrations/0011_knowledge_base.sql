-- Knowledge bases (SPEC §3, §4, §7): shared by the workspace, like its agents and calls.
-- status: in_progress while a source waits to be read (a new one starts so), then complete, or
-- error when every source failed.
CREATE TABLE knowledge_bases (
  id text PRIMARY KEY,
  name text NOT NULL,
  status text NOT NULL DEFAULT 'in_progress' CHECK (status IN ('in_progress', 'complete', 'error')),
  enable_auto_refresh boolean NOT NULL DEFAULT false,
  -- With auto refresh: when its web pages are read again.
  next_refresh_at timestamptz,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  user_modified_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX knowledge_bases_list_idx ON knowledge_bases (created_at DESC, id DESC);
CREATE INDEX knowledge_bases_refresh_idx ON knowledge_bases (next_refresh_at) WHERE enable_auto_refresh;

-- A document (its bytes kept), a web page (its address) or a pasted text (its UTF-8 bytes).
-- The durable reading queue: status pending -> ready | error. A reader claims a pending row by
-- setting lease_until; a reader that dies leaves the lease to expire and the row is read again.
-- generation moves on with every new request to read the row, so a late reader's result is dropped.
CREATE TABLE knowledge_base_sources (
  id text PRIMARY KEY,
  -- The order sources were added in (several in one transaction share their created_at).
  seq bigint GENERATED ALWAYS AS IDENTITY,
  knowledge_base_id text NOT NULL REFERENCES knowledge_bases (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('document', 'url', 'text')),
  filename text NOT NULL,
  url text,
  content_type text,
  content bytea,
  size_bytes integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'ready', 'error')),
  error text,
  text_length integer NOT NULL DEFAULT 0,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  lease_until timestamptz,
  generation integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_read_at timestamptz
);
CREATE INDEX knowledge_base_sources_kb_idx ON knowledge_base_sources (knowledge_base_id, seq);
CREATE INDEX knowledge_base_sources_queue_idx ON knowledge_base_sources (next_attempt_at) WHERE status = 'pending';

-- The text of a ready source in passages, indexed for full-text search. Besides its words, each
-- passage's tsvector holds one lexeme naming its knowledge base ('§' || id, which no English word
-- becomes), so the GIN index finds the passages of one knowledge base that match, by intersecting
-- two posting lists, instead of every knowledge base's matches filtered afterwards.
CREATE TABLE knowledge_base_chunks (
  source_id text NOT NULL REFERENCES knowledge_base_sources (id) ON DELETE CASCADE,
  ordinal integer NOT NULL,
  knowledge_base_id text NOT NULL,
  content text NOT NULL,
  search tsvector GENERATED ALWAYS AS (to_tsvector('english', content) || array_to_tsvector(ARRAY['§' || knowledge_base_id])) STORED,
  PRIMARY KEY (source_id, ordinal)
);
CREATE INDEX knowledge_base_chunks_kb_idx ON knowledge_base_chunks (knowledge_base_id);
CREATE INDEX knowledge_base_chunks_search_idx ON knowledge_base_chunks USING gin (search);
