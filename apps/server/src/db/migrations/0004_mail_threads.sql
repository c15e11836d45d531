-- Mail conversations, both directions, threaded by Message-ID / In-Reply-To / References.
-- A thread is one conversation with one contact; the inbox lists threads, Sent lists
-- outbound messages. Delivery itself stays in outbox_mails (one row per outbound message).
CREATE TABLE mail_threads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  subject text NOT NULL DEFAULT '',
  contact_name text NOT NULL DEFAULT '',
  contact_email text NOT NULL,
  platform text NOT NULL CHECK (platform IN ('gmail', 'outlook')),
  -- Lifecycle: unread -> follow_up -> closed (set from the detail pane).
  state text NOT NULL DEFAULT 'unread' CHECK (state IN ('unread', 'follow_up', 'closed')),
  -- Text of the newest message, for the list row.
  summary text NOT NULL DEFAULT '',
  has_inbound boolean NOT NULL DEFAULT false,
  last_message_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_threads_last_idx ON mail_threads (last_message_at DESC, id DESC);

CREATE TABLE mail_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  thread_id uuid NOT NULL REFERENCES mail_threads (id) ON DELETE CASCADE,
  direction text NOT NULL CHECK (direction IN ('in', 'out')),
  -- Without angle brackets; unique so a redelivered inbound mail is stored once.
  message_id text NOT NULL,
  in_reply_to text,
  references_ids text[] NOT NULL DEFAULT '{}',
  from_address text NOT NULL,
  from_name text NOT NULL DEFAULT '',
  to_address text NOT NULL,
  subject text NOT NULL DEFAULT '',
  text_body text NOT NULL DEFAULT '',
  html_body text,
  -- Outbound: the delivery row; its status is the message's status.
  outbox_mail_id uuid REFERENCES outbox_mails (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX mail_messages_message_id_key ON mail_messages (message_id);
CREATE INDEX mail_messages_thread_idx ON mail_messages (thread_id, created_at);
CREATE INDEX mail_messages_in_reply_to_idx ON mail_messages (in_reply_to) WHERE in_reply_to IS NOT NULL;
CREATE INDEX mail_messages_out_idx ON mail_messages (created_at DESC, id DESC) WHERE direction = 'out';

-- Threading headers of outbound mail.
ALTER TABLE outbox_mails ADD COLUMN from_address text;
ALTER TABLE outbox_mails ADD COLUMN in_reply_to text;
ALTER TABLE outbox_mails ADD COLUMN references_ids text[] NOT NULL DEFAULT '{}';
