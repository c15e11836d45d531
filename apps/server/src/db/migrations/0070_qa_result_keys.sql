-- Issue #29 item 9: the review step's slowest statement was the insert of the results (ten rows a
-- call), and most of its time went to their foreign key on the review: each result locked its review
-- row (FOR KEY SHARE), a write to a row the same transaction had just inserted. The results now name
-- their call and scorecard directly, as the corrections do (0065): they go with the call, the
-- scorecard and the criterion by these keys, and with a removed review by an explicit delete in the
-- same statement batch (modules/quality/stored-reviews.ts deleteReviews). The call's row is locked
-- FOR UPDATE by the measurer and the scorecard's FOR SHARE by the review step, so their checks write
-- nothing.
--
-- The aggregates' own workspace keys go too: each already names its scorecard or criterion, which
-- belongs to the workspace and goes with it, so the check was a second lookup per row for nothing.
ALTER TABLE qa_review_results
  DROP CONSTRAINT qa_review_results_workspace_id_call_id_scorecard_id_fkey,
  DROP CONSTRAINT qa_review_results_workspace_id_fkey,
  ADD FOREIGN KEY (workspace_id, call_id) REFERENCES calls (workspace_id, call_id) ON DELETE CASCADE,
  ADD FOREIGN KEY (workspace_id, scorecard_id) REFERENCES qa_scorecards (workspace_id, id) ON DELETE CASCADE;
ALTER TABLE qa_score_stats DROP CONSTRAINT qa_score_stats_workspace_id_fkey;
ALTER TABLE qa_criterion_stats DROP CONSTRAINT qa_criterion_stats_workspace_id_fkey;
ALTER TABLE qa_score_buckets DROP CONSTRAINT qa_score_buckets_workspace_id_fkey;
ALTER TABLE qa_criterion_buckets DROP CONSTRAINT qa_criterion_buckets_workspace_id_fkey;
