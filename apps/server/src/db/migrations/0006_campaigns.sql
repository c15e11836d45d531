-- E-mail campaigns (SPEC §2 Mail tab, §3, §4). A campaign belongs to the user who created it.
CREATE TABLE campaigns (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  category text NOT NULL DEFAULT 'Sales',
  campaign_name text NOT NULL,
  attachment_uri text NOT NULL,
  intent text NOT NULL DEFAULT '',
  send_static_content boolean NOT NULL,
  subject text NOT NULL DEFAULT '',
  body text NOT NULL DEFAULT '',
  -- Wizard step (SPEC §4): 2 once created, 3 with recipients, 4 once triggered.
  step integer NOT NULL DEFAULT 2 CHECK (step BETWEEN 1 AND 4),
  no_of_thread integer,
  triggered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX campaigns_user_idx ON campaigns (user_id, created_at DESC);

-- One row per recipient, and once the campaign is triggered the durable delivery queue:
-- status NULL (not triggered) -> pending -> sending (claimed, lease_until) -> sent | local | failed.
-- A 'sending' row whose lease expired (its sender died) is claimed again and resent with the
-- same deterministic message_id.
CREATE TABLE campaign_recipients (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  campaign_id uuid NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  position integer NOT NULL,
  email text NOT NULL,
  info text NOT NULL DEFAULT '',
  status text CHECK (status IN ('pending', 'sending', 'sent', 'local', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz,
  lease_until timestamptz,
  message_id text,
  error text,
  sent_at timestamptz
);
CREATE UNIQUE INDEX campaign_recipients_email_key ON campaign_recipients (campaign_id, lower(email));
CREATE UNIQUE INDEX campaign_recipients_message_id_key ON campaign_recipients (message_id);
CREATE INDEX campaign_recipients_position_idx ON campaign_recipients (campaign_id, position);
CREATE INDEX campaign_recipients_queue_idx ON campaign_recipients (campaign_id, next_attempt_at) WHERE status IN ('pending', 'sending');

-- Inbound replies answered by "send replies": the primary key makes each answered once.
CREATE TABLE campaign_replies (
  inbound_message_id uuid PRIMARY KEY REFERENCES mail_messages (id) ON DELETE CASCADE,
  campaign_id uuid NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  reply_message_id text NOT NULL,
  outbox_mail_id uuid REFERENCES outbox_mails (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX campaign_replies_campaign_idx ON campaign_replies (campaign_id);
