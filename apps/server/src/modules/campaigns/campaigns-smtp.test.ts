import { describe, expect, it } from 'vitest';
import { createTestApp, signUpUser } from '../../test/test-app.ts';
import { smtpError, startSmtpSink } from '../../test/smtp-sink.ts';
import { clientFor, newCampaign, waitDone } from './campaigns-test-client.ts';

describe('campaigns over SMTP', () => {
  it('sends each recipient once through the SMTP server with its Message-ID and filled placeholders', async () => {
    const sink = await startSmtpSink();
    const t = await createTestApp({ SMTP_URL: sink.url, CAMPAIGN_POLL_MS: '100' });
    try {
      const client = clientFor(t, (await signUpUser(t.app)).token);
      const id = await newCampaign(client);
      const recipients = Array.from({ length: 12 }, (_, i) => ({
        RecipientEmail: `r${i}@example.com`,
        RecipientInfo: `name=R${i}; company=Co${i}`,
      }));
      await client.putRecipients(id, recipients);
      await client.trigger(id, '3');
      const done = await waitDone(client, id);
      expect(done.progress).toMatchObject({ sent: 12, failed: 0, pending: 0 });
      expect(sink.mails).toHaveLength(12);
      const r5 = sink.mails.find((m) => m.to[0] === 'r5@example.com')!;
      expect(r5.raw).toContain('Subject: Hello R5');
      expect(r5.raw).toContain('Dear R5 of Co5, write to r5@example.com.');
      const ids = sink.mails.map((m) => /^Message-ID: <([^>]+)>/im.exec(m.raw)?.[1]);
      expect(new Set(ids).size).toBe(12);
    } finally {
      await t.close();
      await sink.close();
    }
  });

  it('treats a refused connection as transient and gives up after the attempts allowed', async () => {
    const sink = await startSmtpSink();
    const deadUrl = sink.url;
    await sink.close();
    const t = await createTestApp({
      SMTP_URL: deadUrl,
      CAMPAIGN_POLL_MS: '100',
      CAMPAIGN_RETRY_BASE_MS: '20',
      CAMPAIGN_MAX_ATTEMPTS: '3',
    });
    try {
      const client = clientFor(t, (await signUpUser(t.app)).token);
      const id = await newCampaign(client);
      await client.putRecipients(id, [{ RecipientEmail: 'a@example.com' }]);
      await client.trigger(id);
      const done = await waitDone(client, id);
      expect(done.progress).toMatchObject({ sent: 0, failed: 1 });
      expect(done.failures[0]).toMatchObject({ attempts: 3, status: 'failed' });
      expect(done.failures[0].error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await t.close();
    }
  });

  it('retries transient failures with backoff and marks permanent ones failed with the reason', async () => {
    const seen = new Map<string, number>();
    const sink = await startSmtpSink({
      checkRecipient: (address) => {
        const tries = (seen.get(address.address) ?? 0) + 1;
        seen.set(address.address, tries);
        if (address.address.startsWith('bounce')) return smtpError('Mailbox unavailable', 550);
        if (address.address.startsWith('busy') && tries < 3) return smtpError('Try again later', 451);
        return null;
      },
    });
    const t = await createTestApp({ SMTP_URL: sink.url, CAMPAIGN_POLL_MS: '100', CAMPAIGN_RETRY_BASE_MS: '50' });
    try {
      const client = clientFor(t, (await signUpUser(t.app)).token);
      const id = await newCampaign(client);
      await client.putRecipients(id, [
        { RecipientEmail: 'ok@example.com' },
        { RecipientEmail: 'busy@example.com' },
        { RecipientEmail: 'bounce@example.com' },
      ]);
      await client.trigger(id, '2');
      const done = await waitDone(client, id);
      expect(done.progress).toMatchObject({ sent: 2, failed: 1, pending: 0 });
      const byEmail = Object.fromEntries(done.recipients.map((r: { RecipientEmail: string }) => [r.RecipientEmail, r]));
      expect(byEmail['busy@example.com']).toMatchObject({ status: 'sent', attempts: 3 });
      expect(byEmail['bounce@example.com']).toMatchObject({ status: 'failed', attempts: 1 });
      expect(byEmail['bounce@example.com'].error).toContain('Mailbox unavailable');
      expect(done.failures).toEqual([
        expect.objectContaining({ RecipientEmail: 'bounce@example.com', status: 'failed' }),
      ]);
      expect(sink.mails.map((m) => m.to[0]).sort()).toEqual(['busy@example.com', 'ok@example.com']);
    } finally {
      await t.close();
      await sink.close();
    }
  });
});
