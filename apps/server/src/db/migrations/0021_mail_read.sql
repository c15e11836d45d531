-- Whether a mail conversation has been read since its last inbound mail: opening it reads it, and
-- it can be marked unread again. Apart from its lifecycle state (Unread, Follow up, Closed), which
-- is where it stands in the team's work. Existing conversations past 'unread' count as read.
ALTER TABLE mail_threads ADD COLUMN is_read boolean NOT NULL DEFAULT false;
UPDATE mail_threads SET is_read = (state <> 'unread');
