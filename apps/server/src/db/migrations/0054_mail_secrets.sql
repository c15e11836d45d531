-- Issue #28 item 1: no usable single-use token stays in the outbox once its mail has left. A mail
-- that carries one (a password reset, an invitation) is kept with the link masked; the token waits
-- in `secret` while the mail is pending and is written into the text only when it is sent
-- (mail/mail-secret.ts).
ALTER TABLE outbox_mails ADD COLUMN secret text;

-- Whoever writes the row (the mail worker, a batched queue, psql), the statement that marks the mail
-- sent or failed clears its secret, and a mail kept locally (no SMTP_URL) never holds one.
CREATE FUNCTION agentdesk_outbox_drop_secret() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.secret := NULL;
  RETURN NEW;
END $$;
CREATE TRIGGER outbox_mails_drop_secret BEFORE INSERT OR UPDATE ON outbox_mails
  FOR EACH ROW WHEN (NEW.secret IS NOT NULL AND NEW.status <> 'pending')
  EXECUTE FUNCTION agentdesk_outbox_drop_secret();

-- The links already in the outbox are masked: a mail still pending keeps its token in `secret` (it is
-- sent as it was), one sent, failed or kept locally keeps none.
UPDATE outbox_mails SET
  secret = CASE WHEN status = 'pending'
    THEN substring(text_body from '(?:reset-password|invitation)\?token=([A-Za-z0-9_-]+)') END,
  text_body = regexp_replace(text_body, '((reset-password|invitation)\?token=)[A-Za-z0-9_-]+', '\1••••••••', 'g'),
  html_body = regexp_replace(html_body, '((reset-password|invitation)\?token=)[A-Za-z0-9_-]+', '\1••••••••', 'g')
WHERE kind IN ('password-reset', 'invitation');
