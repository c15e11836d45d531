-- One record per candidate (#30 items 4 and 5).
-- A self-booking link mailed to the candidate: to which address and when (the candidate's page says
-- "sent"); a link only copied by the recruiter has neither.
ALTER TABLE interview_booking_links ADD COLUMN sent_at timestamptz, ADD COLUMN sent_to text;
CREATE INDEX interview_booking_links_sent_idx ON interview_booking_links (workspace_id, application_id, sent_at)
  WHERE sent_at IS NOT NULL;
-- The screening call whose proposed stage the recruiter dismissed: a later call proposes again.
ALTER TABLE job_applications ADD COLUMN stage_proposal_dismissed_call text;
