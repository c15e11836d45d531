-- Interview invitations (#18): a queued mail may carry an iCalendar part (RFC 5546), sent as a
-- text/calendar alternative with an invite.ics attachment. Kept with the mail so that a restart
-- still sends it, and so that a mail kept locally (no SMTP_URL) keeps it too. Both set or neither.

ALTER TABLE outbox_mails
  ADD COLUMN ical_method text CHECK (ical_method IN ('REQUEST', 'CANCEL')),
  ADD COLUMN ical_content text,
  ADD CONSTRAINT outbox_mails_ical_check CHECK ((ical_method IS NULL) = (ical_content IS NULL));
