-- The product's own agents (SPEC §3: an id and a name), with the provider's full record when it is
-- known. An agent first seen in a call's webhook is created on the spot with no provider record,
-- named after the call's agent_name when it has one, and flagged for an admin to review; an admin
-- can also add one by hand. One agent of a workspace can be its recruiting agent.
ALTER TABLE agents ALTER COLUMN record DROP NOT NULL;
ALTER TABLE agents ALTER COLUMN last_modification_timestamp DROP NOT NULL;
ALTER TABLE agents ADD COLUMN origin text NOT NULL DEFAULT 'provider' CHECK (origin IN ('provider', 'manual', 'webhook'));
ALTER TABLE agents ADD COLUMN needs_review boolean NOT NULL DEFAULT false;
ALTER TABLE agents ADD COLUMN role text CHECK (role IN ('recruiting'));
ALTER TABLE agents ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
CREATE UNIQUE INDEX agents_one_recruiting_idx ON agents (workspace_id) WHERE role = 'recruiting';
-- The sample data's recruiting agent (SPEC §2: the agent 'zara' opens the hiring area).
UPDATE agents SET role = 'recruiting' WHERE agent_id = 'zara';
-- Calls already stored for agents the workspace never knew: their agents, to review.
INSERT INTO agents (workspace_id, agent_id, agent_name, origin, needs_review)
SELECT DISTINCT ON (workspace_id, agent_id) workspace_id, agent_id, left(coalesce(nullif(btrim(record->>'agent_name'), ''), agent_id), 120), 'webhook', true
FROM calls WHERE agent_id IS NOT NULL AND agent_id <> ''
ORDER BY workspace_id, agent_id, start_timestamp DESC
ON CONFLICT (workspace_id, agent_id) DO NOTHING;
