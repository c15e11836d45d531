-- Unified inbox: chats, WhatsApp calls, drafts, quarantined inbound mail, and the lifecycle
-- state of voice calls. Mail threads and messages came with 0004.

-- Voice calls move through new -> follow_up -> completed in the inbox (set from the detail pane).
ALTER TABLE calls ADD COLUMN inbox_state text NOT NULL DEFAULT 'new' CHECK (inbox_state IN ('new', 'follow_up', 'completed'));

-- Inbox sidebar counts and the Inbox folder list only threads that received mail.
CREATE INDEX mail_threads_inbox_idx ON mail_threads (last_message_at DESC, id DESC) WHERE has_inbound;

-- One conversation per contact and platform; the webhook threads messages by contact_ref.
CREATE TABLE chat_threads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  platform text NOT NULL CHECK (platform IN ('whatsapp', 'linkedin')),
  -- The contact's id on the platform (phone number or profile id).
  contact_ref text NOT NULL,
  contact_name text NOT NULL DEFAULT '',
  contact_email text NOT NULL DEFAULT '',
  state text NOT NULL DEFAULT 'new' CHECK (state IN ('new', 'active', 'closed')),
  last_message text NOT NULL DEFAULT '',
  last_message_at timestamptz NOT NULL DEFAULT now(),
  unread_count integer NOT NULL DEFAULT 0,
  is_archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX chat_threads_contact_key ON chat_threads (platform, contact_ref);
CREATE INDEX chat_threads_last_idx ON chat_threads (last_message_at DESC, id DESC);

CREATE TABLE chat_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  thread_id uuid NOT NULL REFERENCES chat_threads (id) ON DELETE CASCADE,
  direction text NOT NULL CHECK (direction IN ('in', 'out')),
  -- The platform's id for inbound messages: a repeated delivery is stored once.
  external_id text,
  text text NOT NULL,
  -- Inbound: received. Outbound: pending until the outbound hook took it (sent) or gave up
  -- (failed); local when no hook is configured.
  status text NOT NULL CHECK (status IN ('received', 'pending', 'local', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX chat_messages_external_key ON chat_messages (thread_id, external_id) WHERE external_id IS NOT NULL;
CREATE INDEX chat_messages_thread_idx ON chat_messages (thread_id, created_at);
CREATE INDEX chat_messages_pending_idx ON chat_messages (next_attempt_at) WHERE status = 'pending';

-- Calls over WhatsApp (the voice calls stay in `calls`).
CREATE TABLE whatsapp_calls (
  id text PRIMARY KEY,
  contact_ref text NOT NULL,
  contact_name text NOT NULL DEFAULT '',
  business_number text NOT NULL DEFAULT '',
  direction text NOT NULL CHECK (direction IN ('inbound', 'outbound')),
  status text NOT NULL CHECK (status IN ('completed', 'missed', 'cancelled')),
  start_timestamp bigint NOT NULL,
  duration_ms bigint NOT NULL DEFAULT 0,
  summary text NOT NULL DEFAULT '',
  state text NOT NULL DEFAULT 'new' CHECK (state IN ('new', 'follow_up', 'completed')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX whatsapp_calls_start_idx ON whatsapp_calls (start_timestamp DESC, id DESC);

-- Mails saved from the compose dialog and not sent yet.
CREATE TABLE mail_drafts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  thread_id uuid REFERENCES mail_threads (id) ON DELETE SET NULL,
  to_address text NOT NULL DEFAULT '',
  subject text NOT NULL DEFAULT '',
  text_body text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_drafts_updated_idx ON mail_drafts (updated_at DESC, id DESC);

-- Inbound mail held back from the inbox (dangerous attachments), with why, for an operator.
CREATE TABLE mail_quarantine (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  reason text NOT NULL,
  envelope_from text NOT NULL DEFAULT '',
  envelope_to text[] NOT NULL DEFAULT '{}',
  message_id text,
  subject text NOT NULL DEFAULT '',
  size_bytes integer NOT NULL,
  raw bytea NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- Inbox search: message text by words (prefix-matched), names, addresses and subjects by substring.
ALTER TABLE mail_messages ADD COLUMN search tsvector GENERATED ALWAYS AS (to_tsvector('simple', coalesce(subject, '') || ' ' || coalesce(text_body, ''))) STORED;
CREATE INDEX mail_messages_search_idx ON mail_messages USING gin (search);
ALTER TABLE chat_messages ADD COLUMN search tsvector GENERATED ALWAYS AS (to_tsvector('simple', text)) STORED;
CREATE INDEX chat_messages_search_idx ON chat_messages USING gin (search);
