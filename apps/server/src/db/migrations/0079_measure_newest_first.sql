-- A call that just arrived is measured and reviewed first (issue #29 item 9: reviewed within 2 s of
-- its webhook): the measurer claims the newest waiting calls, so a backlog (the history after an
-- import, a scorecard's backfill, the sample data) is worked through behind the live calls instead
-- of ahead of them, in key order, for minutes.
CREATE INDEX call_measure_queue_newest_idx ON call_measure_queue (queued_at DESC);
