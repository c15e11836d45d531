-- Issue #28 item 6: each workspace places calls with its own provider account. The connection the
-- Agents page made becomes the workspace's provider account: its API key is kept sealed (AES-256-GCM
-- under ENCRYPTION_KEY, lib/secret-box.ts), shown by its last four characters only, and it gains the
-- caller number and the agent of each call type its calls are placed with.
ALTER TABLE agent_provider_connections
  ADD COLUMN api_key_sealed text,
  ADD COLUMN key_hint text NOT NULL DEFAULT '',
  ADD COLUMN from_number text,
  ADD COLUMN call_agents jsonb NOT NULL DEFAULT '{}'::jsonb,
  ALTER COLUMN api_key DROP NOT NULL;

-- The keys stored in the clear until now: the server seals them when it starts (SQL does not hold
-- the encryption key) and clears this column; until then they keep working.
UPDATE agent_provider_connections SET key_hint = right(api_key, 4);

ALTER TABLE agent_provider_connections ADD CONSTRAINT agent_provider_connections_key_check
  CHECK (api_key_sealed IS NOT NULL OR api_key IS NOT NULL);
