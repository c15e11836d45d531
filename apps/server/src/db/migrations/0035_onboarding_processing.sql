-- Onboarding documents processed for real (issue #19): uploads wait as 'pending' until Document
-- Processing queues them ('processing'); the processor claims a queued row with a lease, so a
-- restart picks up what a stopped process held. Each field keeps its confidence and the text it
-- came from (fields), corrections keep who, when and the value they replaced.
ALTER TABLE onboarding_documents
  ADD COLUMN status text NOT NULL DEFAULT 'done' CHECK (status IN ('pending', 'processing', 'done', 'failed')),
  ADD COLUMN error text,
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN lease_until timestamptz,
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN page_count integer,
  ADD COLUMN text_content text,
  ADD COLUMN fields jsonb NOT NULL DEFAULT '{}',
  ADD COLUMN corrections jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN uploaded_by uuid;
ALTER TABLE onboarding_documents ALTER COLUMN processed_at DROP NOT NULL;
CREATE INDEX onboarding_documents_queue_idx ON onboarding_documents (next_attempt_at) WHERE status = 'processing';
