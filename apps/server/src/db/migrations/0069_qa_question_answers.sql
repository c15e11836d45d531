-- Question criteria judged by the language model (issue #29 item 2): one row per call and question
-- criterion, which is both the durable queue of questions to ask (status 'pending', leased by the
-- judge, retried with a backoff) and the answer once given ('answered': yes, no or unclear, with
-- the quote and the turn it rests on; 'failed': the model never answered, with the reason).
-- question_key names what was asked (the question, whether the knowledge base was given, and the
-- transcript): when any of them changes, the review step asks again (a new generation), so an
-- answer never outlives the question or the call it answered. The review of the call reads the
-- answers; the judge queues the call for review again once it has settled an answer.
CREATE TABLE qa_question_answers (
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  call_id text NOT NULL,
  criterion_id uuid NOT NULL,
  question_key text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'answered', 'failed')),
  answer text CHECK (answer IN ('yes', 'no', 'unclear')),
  reason text,
  quote text,
  turn_index integer,
  at_seconds double precision,
  error text,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  lease_until timestamptz,
  generation integer NOT NULL DEFAULT 0,
  answered_at timestamptz,
  PRIMARY KEY (workspace_id, call_id, criterion_id),
  FOREIGN KEY (workspace_id, call_id) REFERENCES calls (workspace_id, call_id) ON DELETE CASCADE,
  FOREIGN KEY (workspace_id, criterion_id) REFERENCES qa_criteria (workspace_id, id) ON DELETE CASCADE
);
-- The judge's claim: questions due, oldest due first.
CREATE INDEX qa_question_answers_due_idx ON qa_question_answers (next_attempt_at) WHERE status = 'pending';
