-- The measuring queue leaves the calls table (issue #29 item 9). calls.needs_measuring was named in a
-- partial index, so setting or clearing it could never be a HOT update: every mark and every clear
-- wrote new entries in all of the calls table's indexes (its full-text GIN index among them), which
-- made the clearing the slowest statement of each measured batch and each backfill step. A queue
-- table of its own costs an insert and a delete of a small row instead.
CREATE TABLE call_measure_queue (
  workspace_id uuid NOT NULL,
  call_id text NOT NULL,
  queued_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (workspace_id, call_id),
  FOREIGN KEY (workspace_id, call_id) REFERENCES calls (workspace_id, call_id) ON DELETE CASCADE
);
INSERT INTO call_measure_queue (workspace_id, call_id) SELECT workspace_id, call_id FROM calls WHERE needs_measuring;

DROP TRIGGER calls_mark_for_measuring ON calls;
DROP FUNCTION calls_mark_for_measuring();
DROP INDEX calls_needs_measuring_idx;
ALTER TABLE calls DROP COLUMN needs_measuring;

-- New calls with a transcript wait to be measured (one statement per insert, however many rows).
CREATE FUNCTION calls_queue_new_for_measuring() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO call_measure_queue (workspace_id, call_id)
    SELECT workspace_id, call_id FROM inserted WHERE call_has_transcript(record)
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER calls_queue_new_for_measuring AFTER INSERT ON calls REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION calls_queue_new_for_measuring();

-- A changed record (a later event, a transcript update, an import, an anonymised erasure) waits to
-- be measured again; one that no longer holds a transcript loses its measures, and waits once more
-- when it has reviews, so the worker removes them with their share of the aggregates.
CREATE FUNCTION calls_queue_changed_for_measuring() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.record IS NOT DISTINCT FROM OLD.record THEN RETURN NULL; END IF;
  IF NOT call_has_transcript(NEW.record) THEN
    DELETE FROM call_measures WHERE workspace_id = NEW.workspace_id AND call_id = NEW.call_id;
    IF NOT EXISTS (SELECT 1 FROM qa_call_reviews WHERE workspace_id = NEW.workspace_id AND call_id = NEW.call_id) THEN
      RETURN NULL;
    END IF;
  END IF;
  INSERT INTO call_measure_queue (workspace_id, call_id) VALUES (NEW.workspace_id, NEW.call_id)
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER calls_queue_changed_for_measuring AFTER UPDATE OF record ON calls
  FOR EACH ROW EXECUTE FUNCTION calls_queue_changed_for_measuring();
