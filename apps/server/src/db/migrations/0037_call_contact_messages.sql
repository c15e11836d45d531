-- Messages to a call's contact from the call detail (#26). They live in the inbox's own threads
-- (mail_threads and mail_messages, chat_threads and chat_messages) and go out through the outbox and
-- the chat hook; what is new is the files a mail carries, and the look-ups of a contact by address
-- and by number.

-- The files of a queued mail, kept with it until it is delivered (and after, for the thread to list
-- them). Checked by their bytes before they are stored.
CREATE TABLE outbox_mail_attachments (
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  outbox_mail_id uuid NOT NULL REFERENCES outbox_mails (id) ON DELETE CASCADE,
  ordinal integer NOT NULL,
  filename text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  bytes bytea NOT NULL
);
CREATE UNIQUE INDEX outbox_mail_attachments_mail_idx ON outbox_mail_attachments (workspace_id, outbox_mail_id, ordinal);

-- How many files the mail has: the sender looks them up only for a mail that has some (a campaign's
-- thousands of mails have none).
ALTER TABLE outbox_mails ADD COLUMN attachment_count integer NOT NULL DEFAULT 0;

-- A contact's mail conversations by address (any case), newest first.
CREATE INDEX mail_threads_contact_idx ON mail_threads (workspace_id, lower(contact_email), last_message_at DESC);

-- A WhatsApp call's contact by number (chat_threads has its unique (workspace_id, platform, contact_ref)).
CREATE INDEX whatsapp_calls_contact_idx ON whatsapp_calls (workspace_id, contact_ref, start_timestamp DESC);
