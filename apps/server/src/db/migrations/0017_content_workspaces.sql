-- Knowledge bases, campaigns, onboarding documents and jobs per workspace (after 0014).

-- The onboarding agent chooses a document's id: unique per workspace, like the provider's call ids.
ALTER TABLE onboarding_documents DROP CONSTRAINT onboarding_documents_pkey, ADD PRIMARY KEY (workspace_id, id);

-- A row that hangs from another lives in that row's workspace: the database refuses a source of
-- one workspace under a knowledge base of another, a passage under another's source, a recipient
-- or an answered reply under another's campaign, and a job copied from another's job. Each of these
-- keys replaces the one on the id alone (same cascade), so a written row is checked once, not twice.
ALTER TABLE knowledge_bases ADD CONSTRAINT knowledge_bases_workspace_id_key UNIQUE (workspace_id, id);
ALTER TABLE knowledge_base_sources
  DROP CONSTRAINT knowledge_base_sources_knowledge_base_id_fkey,
  ADD CONSTRAINT knowledge_base_sources_workspace_id_key UNIQUE (workspace_id, id),
  ADD CONSTRAINT knowledge_base_sources_workspace_fkey FOREIGN KEY (workspace_id, knowledge_base_id)
    REFERENCES knowledge_bases (workspace_id, id) ON DELETE CASCADE;
ALTER TABLE knowledge_base_chunks
  DROP CONSTRAINT knowledge_base_chunks_source_id_fkey,
  ADD CONSTRAINT knowledge_base_chunks_workspace_fkey FOREIGN KEY (workspace_id, source_id)
    REFERENCES knowledge_base_sources (workspace_id, id) ON DELETE CASCADE;

ALTER TABLE campaigns ADD CONSTRAINT campaigns_workspace_id_key UNIQUE (workspace_id, id);
ALTER TABLE campaign_recipients
  DROP CONSTRAINT campaign_recipients_campaign_id_fkey,
  ADD CONSTRAINT campaign_recipients_workspace_fkey FOREIGN KEY (workspace_id, campaign_id)
    REFERENCES campaigns (workspace_id, id) ON DELETE CASCADE;
ALTER TABLE campaign_replies
  DROP CONSTRAINT campaign_replies_campaign_id_fkey,
  ADD CONSTRAINT campaign_replies_workspace_fkey FOREIGN KEY (workspace_id, campaign_id)
    REFERENCES campaigns (workspace_id, id) ON DELETE CASCADE;

ALTER TABLE jobs
  DROP CONSTRAINT jobs_copied_from_fkey,
  ADD CONSTRAINT jobs_workspace_id_key UNIQUE (workspace_id, id),
  ADD CONSTRAINT jobs_copied_from_workspace_fkey FOREIGN KEY (workspace_id, copied_from)
    REFERENCES jobs (workspace_id, id) ON DELETE SET NULL (copied_from);
