-- Issue #29 item 5: people correct the machine. A reviewer (member or above) marks a criterion's
-- automatic result on a call right or wrong, with an optional note; one current correction per
-- call, scorecard and criterion, replaced when marked again.
--
-- A correction is not tied to the result row: a re-review (the scorecard saved again) rewrites the
-- result and the correction stays, naming the outcome and scorecard version it judged, so the API
-- can say whether the result is still what was judged. It goes with its call, its scorecard or its
-- criterion; an erased or anonymised call's corrections are removed with its reviews (a note may
-- quote the caller).
CREATE TABLE qa_corrections (
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  call_id text NOT NULL,
  scorecard_id uuid NOT NULL,
  criterion_id uuid NOT NULL,
  verdict text NOT NULL CHECK (verdict IN ('right', 'wrong')),
  note text CHECK (char_length(note) BETWEEN 1 AND 1000),
  judged_outcome text NOT NULL CHECK (judged_outcome IN ('passed', 'failed', 'not_applicable')),
  judged_scorecard_version integer NOT NULL CHECK (judged_scorecard_version > 0),
  corrected_by uuid REFERENCES users (id) ON DELETE SET NULL,
  corrected_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (workspace_id, call_id, scorecard_id, criterion_id),
  FOREIGN KEY (workspace_id, call_id) REFERENCES calls (workspace_id, call_id) ON DELETE CASCADE,
  FOREIGN KEY (workspace_id, scorecard_id) REFERENCES qa_scorecards (workspace_id, id) ON DELETE CASCADE,
  FOREIGN KEY (workspace_id, criterion_id) REFERENCES qa_criteria (workspace_id, id) ON DELETE CASCADE
);
-- A scorecard's agreement per criterion reads its corrections only (each joined to its result by
-- the result's primary key), never the reviews.
CREATE INDEX qa_corrections_scorecard_idx ON qa_corrections (workspace_id, scorecard_id, criterion_id);
