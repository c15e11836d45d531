/** The provider key the started app verifies webhooks with (tests sign with it). */
export const E2E_WEBHOOK_KEY = 'e2e-webhook-key-0123456789';
