-- Issue #28 item 5: an erased candidate's interviews stay for the hiring analytics (which count
-- interviews by week and status from this table, migration 0043) without a candidate: the erasure
-- detaches them from the application (application_id NULL), drops the scorecard, the candidate's
-- zone and the call that booked them. A job's deletion still takes its interviews with its
-- applications (ON DELETE CASCADE); a detached interview has no application to follow.
ALTER TABLE interviews ALTER COLUMN application_id DROP NOT NULL;
