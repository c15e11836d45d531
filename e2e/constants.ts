/** The provider key the started app verifies webhooks with (tests sign with it). */
export const E2E_WEBHOOK_KEY = 'e2e-webhook-key-0123456789';
/** The number the started app's demo calls come from (RETELL_FROM_NUMBER). */
export const E2E_CALLER_NUMBER = '+14155550100';
