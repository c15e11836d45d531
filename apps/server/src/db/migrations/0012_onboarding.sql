-- Onboarding documents (SPEC §2 Onboarding tab, §3, §7): files a customer or candidate handed to
-- the onboarding agent, kept with the data extracted from them and how sure each field is.
CREATE TABLE onboarding_documents (
  id text PRIMARY KEY,
  type text NOT NULL,
  file_type text NOT NULL CHECK (file_type IN ('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'application/pdf')),
  file_name text NOT NULL,
  content bytea NOT NULL,
  data jsonb NOT NULL DEFAULT '{}',
  confidence jsonb NOT NULL DEFAULT '{}',
  processed_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX onboarding_documents_created_idx ON onboarding_documents (created_at DESC, id DESC);
