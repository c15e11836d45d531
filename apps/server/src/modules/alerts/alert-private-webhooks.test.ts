import { describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUpUser } from '../../test/test-app.ts';

// #15 item 4: an alert webhook may not point into the server's own network unless the operator
// allows it (ALERT_WEBHOOK_ALLOW_PRIVATE_URLS).

describe('alert webhooks on a private network', () => {
  it('are refused unless allowed', async () => {
    const t = await createTestApp();
    try {
      const token = (await signUpUser(t.app)).token;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/alerts/rules',
        headers: bearer(token),
        payload: {
          name: 'Private hook',
          metric: 'call_volume',
          comparator: 'above',
          threshold: 50,
          window_minutes: 60,
          agent_id: null,
          emails: ['ops@example.com'],
          webhook_url: 'http://127.0.0.1:9/hook',
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error_message).toMatch(/^webhook_url must be on the public internet/);
    } finally {
      await t.close();
    }
  });
});
