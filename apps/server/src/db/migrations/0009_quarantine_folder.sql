-- The Quarantine folder lists held mail newest first, keyset-paged like the other folders.
CREATE INDEX mail_quarantine_received_idx ON mail_quarantine (received_at DESC, id DESC);
