import { campaignMessages, campaignPaths, MAX_CSV_BYTES } from '@agentdesk/shared';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpUser, useSignedInApp } from '../../test/test-app.ts';
import { api, clientFor, newCampaign, validCampaign, type Client } from './campaigns-test-client.ts';

describe('campaigns: creation, recipients and report', () => {
  const t = useSignedInApp();
  let client: Client;
  beforeAll(() => {
    client = clientFor(t, t.token);
  });

  it('creates a campaign (data.id), at step 2, category Sales', async () => {
    const id = await newCampaign(client);
    const data = (await client.get(id)).json().data;
    expect(data).toMatchObject({
      id,
      category: 'Sales',
      step: 2,
      campaign_name: 'Spring outreach',
      triggered_at: null,
      progress: { total: 0 },
    });
  });

  it.each([
    [{ campaign_name: '  ' }, campaignMessages.nameRequired],
    [{ attachment_uri: '' }, campaignMessages.attachmentRequired],
    [{ subject: '' }, campaignMessages.subjectRequired],
    [{ body: ' ' }, campaignMessages.bodyRequired],
    [{ send_static_content: false, intent: '' }, campaignMessages.intentRequired],
  ])('refuses %j with the §5 message', async (change, message) => {
    const response = await client.create({ ...validCampaign, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error_message: message });
  });

  it('keeps the category read-only and defaults the body to hello with static content off', async () => {
    expect((await client.create({ ...validCampaign, category: 'Marketing' })).json()).toEqual({
      error_message: 'Category is read-only: always Sales',
    });
    const id = await newCampaign(client, {
      ...validCampaign,
      send_static_content: false,
      intent: 'Offer a demo',
      subject: '',
      body: '',
    });
    expect((await client.get(id)).json().data).toMatchObject({
      body: 'hello',
      send_static_content: false,
      intent: 'Offer a demo',
    });
  });

  it('answers 401 without a token and 404 for a campaign that does not exist or is not the user’s', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: api(campaignPaths.create), payload: validCampaign })).statusCode,
    ).toBe(401);
    for (const id of [randomUUID(), 'not-a-uuid']) {
      for (const response of [
        await client.get(id),
        await client.putRecipients(id, [{ RecipientEmail: 'a@example.com' }]),
        await client.uploadCsv(id, 'RecipientEmail\na@example.com\n'),
        await client.trigger(id),
        await client.replies(id),
        await client.report(id),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error_message: campaignMessages.campaignNotFound });
      }
    }
    const other = clientFor(t, (await signUpUser(t.app)).token);
    expect((await other.get(await newCampaign(client))).statusCode).toBe(404);
  });

  it('takes manual recipients: duplicates dropped, step 3; Email required, empty list and bad addresses refused', async () => {
    const id = await newCampaign(client);
    const ok = await client.putRecipients(id, [
      { RecipientEmail: 'asha@example.com', RecipientInfo: 'name=Asha' },
      { RecipientEmail: 'ASHA@example.com', RecipientInfo: 'again' },
      { RecipientEmail: 'ben@example.com', RecipientInfo: '' },
    ]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      message: campaignMessages.recipientsUploaded,
      data: { accepted: 2, duplicates: 1 },
    });
    expect((await client.get(id)).json().data).toMatchObject({ step: 3, progress: { total: 2, pending: 2 } });

    const missing = await client.putRecipients(id, [
      { RecipientEmail: 'a@example.com' },
      { RecipientEmail: ' ', RecipientInfo: 'x' },
    ]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error_message).toBe(campaignMessages.emailRequired);
    expect((await client.putRecipients(id, [])).json()).toMatchObject({ error_message: campaignMessages.addRecipient });
    const bad = await client.putRecipients(id, [
      { RecipientEmail: 'a@example.com' },
      { RecipientEmail: 'not-an-address' },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error_message: 'Invalid email address in row 2',
      invalid: [{ row: 2, value: 'not-an-address' }],
    });
    expect((await client.get(id)).json().data.progress.total).toBe(2);
  });

  it('takes a CSV upload: header, invalid rows by number, duplicates; .csv only, file required, size capped', async () => {
    const id = await newCampaign(client);
    const csv =
      '\uFEFFRecipientEmail;RecipientInfo\r\n"asha@example.com";"name=Asha; company=Acme"\r\n\r\nnope;x\r\nasha@example.com;dup\r\n=HYPERLINK(1)@x.com;"=cmd|calc"\r\n';
    const ok = await client.uploadCsv(id, csv);
    if (ok.statusCode !== 200) throw new Error(ok.body);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      message: campaignMessages.csvUploaded,
      data: { accepted: 2, duplicates: 1, invalid: [{ row: 4, value: 'nope', reason: 'Invalid email address' }] },
    });
    const recipients = (await client.get(id)).json().data.recipients;
    expect(recipients[0]).toMatchObject({
      RecipientEmail: 'asha@example.com',
      RecipientInfo: 'name=Asha; company=Acme',
      status: null,
    });
    expect(recipients[1]).toMatchObject({ RecipientInfo: '=cmd|calc' });

    expect((await client.uploadCsv(id, 'RecipientEmail\na@example.com\n', { filename: 'list.xlsx' })).json()).toEqual({
      error_message: campaignMessages.csvOnly,
    });
    expect((await client.uploadCsv(id, 'RecipientEmail\na@example.com\n', { field: 'file' })).json()).toEqual({
      error_message: campaignMessages.selectCsv,
    });
    const json = await t.app.inject({
      method: 'PUT',
      url: api(campaignPaths.recipients(id)),
      headers: bearer((await signUpUser(t.app)).token),
      payload: {},
    });
    expect(json.statusCode).toBe(404);
    const noFile = await t.app.inject({
      method: 'PUT',
      url: api(campaignPaths.recipients(id)),
      headers: client.headers,
      payload: {},
    });
    expect(noFile.json()).toEqual({ error_message: campaignMessages.selectCsv });
    const big = await client.uploadCsv(id, Buffer.alloc(MAX_CSV_BYTES + 10, 'a'));
    expect(big.statusCode).toBe(413);
    expect((await client.uploadCsv(id, 'name,phone\nAsha,123\n')).json()).toEqual({
      error_message: 'The CSV has no RecipientEmail column and no column of e-mail addresses',
    });
    const binary = await client.uploadCsv(id, Buffer.from([0x50, 0x4b, 0x00, 0x01]));
    expect(binary.statusCode).toBe(415);
    expect(binary.json()).toEqual({ error_message: 'The file is not a text CSV' });
  });

  it('exports the report with formula cells neutralised', async () => {
    const id = await newCampaign(client);
    await client.uploadCsv(id, 'RecipientEmail,RecipientInfo\nasha@example.com,=1+2\nben@example.com,@SUM(A1)\n');
    const report = await client.report(id);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toContain('text/csv');
    expect(report.body).toContain(`asha@example.com,"'=1+2",not sent`);
    expect(report.body).toContain(`ben@example.com,"'@SUM(A1)",not sent`);
    expect(report.body).not.toMatch(/(^|,)[=@]/m);
  });
});
