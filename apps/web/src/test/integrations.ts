import type { Integrations } from '@agentdesk/shared';

/** A workspace's integrations as GET /workspaces/current/integrations answers (the key only by its last characters). */
export const makeIntegrations = (overrides: Partial<Integrations> = {}): Integrations => ({
  calls_webhook_url: 'https://desk.example.com/api/webhooks/calls/?workspace=w-1',
  conversations_webhook_url: 'https://desk.example.com/api/webhooks/conversations/?workspace=w-1',
  signature_header: 'x-retell-signature',
  signing_key: {
    hint: 'a1b2',
    created_at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
    previous_valid_until: null,
    accepts_environment_key: false,
  },
  provider_account: { key_hint: null, from_number: null, call_agents: {}, uses_environment_account: false },
  mail: { address: 'inbox+w-1@desk.example.com', is_receiving: true, is_sending: false },
  ...overrides,
});

/** The key POST …/signing-key/reveal answers for makeIntegrations' hint. */
export const REVEALED_KEY = 'whsec_0123456789abcdef0123456789abcdef0123456789a1b2';
