-- Issue #29 item 1: every call's quality measures (packages/shared measureCall), computed by the
-- call measurer (workers/call-measurer.ts) and kept beside the call.
--
-- The queue is the calls table itself: a call whose record changes is marked needs_measuring (when it
-- holds a transcript), and the worker clears the mark in the transaction that stores the measures.
-- A partial index keeps finding the marked calls cheap however long the history. measures_version
-- names the version of the rules that computed a row; a process that starts with newer rules marks
-- the calls of older rows again (the worker does this at start).
ALTER TABLE calls ADD COLUMN needs_measuring boolean NOT NULL DEFAULT false;

-- The history is measured too: every call that holds a transcript now is waiting.
-- (A CASE, because AND does not promise to test the type before the length is taken.)
CREATE FUNCTION call_has_transcript(record jsonb) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(record->'transcript_object') = 'array'
    THEN jsonb_array_length(record->'transcript_object') > 0 ELSE false END
$$;
UPDATE calls SET needs_measuring = true WHERE call_has_transcript(record);

CREATE INDEX calls_needs_measuring_idx ON calls (workspace_id, call_id) WHERE needs_measuring;

-- A row per measured call, gone with the call (erasure, the workspace's deletion) by the foreign key.
-- A call whose measuring threw keeps a row with the failure and no measures, so it is not retried
-- until its record or the rules change.
CREATE TABLE call_measures (
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  call_id text NOT NULL,
  measures_version integer NOT NULL,
  measures jsonb,
  failure text,
  computed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (workspace_id, call_id),
  FOREIGN KEY (workspace_id, call_id) REFERENCES calls (workspace_id, call_id) ON DELETE CASCADE,
  CONSTRAINT call_measures_outcome_check CHECK ((measures IS NULL) <> (failure IS NULL))
);

-- A changed record (a later event, a transcript update, an import, an anonymised erasure) waits to
-- be measured again; one that no longer holds a transcript loses measures that no longer describe it.
CREATE FUNCTION calls_mark_for_measuring() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.record IS NOT DISTINCT FROM OLD.record THEN RETURN NEW; END IF;
  NEW.needs_measuring := call_has_transcript(NEW.record);
  IF TG_OP = 'UPDATE' AND NOT NEW.needs_measuring THEN
    DELETE FROM call_measures WHERE workspace_id = NEW.workspace_id AND call_id = NEW.call_id;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER calls_mark_for_measuring BEFORE INSERT OR UPDATE OF record ON calls
  FOR EACH ROW EXECUTE FUNCTION calls_mark_for_measuring();
