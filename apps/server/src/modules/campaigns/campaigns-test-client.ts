import { campaignPaths } from '@agentdesk/shared';
import { expect } from 'vitest';
import { multipartFiles } from '../../test/multipart.ts';
import { bearer, type TestApp } from '../../test/test-app.ts';

export const api = (path: string) => `/api${path}`;

export const validCampaign = {
  category: 'Sales',
  campaign_name: 'Spring outreach',
  attachment_uri: 'https://files.example.com/brochure.pdf',
  intent: '',
  send_static_content: true,
  subject: 'Hello {{name}}',
  body: 'Dear {{name}} of {{company}}, write to {{email}}.',
};

const multipart = (content: string | Buffer, options: { field?: string; filename?: string } = {}) =>
  multipartFiles([
    { content, field: options.field ?? 'csv_file', filename: options.filename ?? 'recipients.csv', type: 'text/csv' },
  ]);

export type Client = ReturnType<typeof clientFor>;

export const clientFor = (t: TestApp, token: string) => ({
  headers: bearer(token),
  create: (body: unknown = validCampaign) =>
    t.app.inject({ method: 'POST', url: api(campaignPaths.create), headers: bearer(token), payload: body as object }),
  get: (id: string) => t.app.inject({ method: 'GET', url: api(campaignPaths.campaign(id)), headers: bearer(token) }),
  uploadCsv: (id: string, content: string | Buffer, options: { field?: string; filename?: string } = {}) => {
    const body = multipart(content, options);
    return t.app.inject({
      method: 'PUT',
      url: api(campaignPaths.recipients(id)),
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  },
  putRecipients: (id: string, recipients: unknown[]) =>
    t.app.inject({
      method: 'PUT',
      url: api(campaignPaths.recipientsWithoutCsv(id)),
      headers: bearer(token),
      payload: { recipients },
    }),
  trigger: (id: string, threads?: string) =>
    t.app.inject({
      method: 'POST',
      url: api(`${campaignPaths.trigger}?campaign_id=${id}${threads === undefined ? '' : `&no_of_thread=${threads}`}`),
      headers: bearer(token),
    }),
  replies: (id?: string) =>
    t.app.inject({
      method: 'POST',
      url: api(`${campaignPaths.sendReplies}${id ? `?campaign_id=${id}` : ''}`),
      headers: bearer(token),
    }),
  report: (id: string) => t.app.inject({ method: 'GET', url: api(campaignPaths.report(id)), headers: bearer(token) }),
});

export const newCampaign = async (client: Client, body: unknown = validCampaign): Promise<string> => {
  const response = await client.create(body);
  expect(response.statusCode).toBe(200);
  return (response.json().data as { id: string }).id;
};

export const waitDone = async (client: Client, id: string, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const data = (await client.get(id)).json().data;
    if (data.progress.is_done) return data;
    if (Date.now() > deadline) throw new Error(`campaign not done: ${JSON.stringify(data.progress)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

/** A campaign created, given these recipients, triggered and sent to all of them. */
export const sentCampaign = async (client: Client, recipients: unknown[]) => {
  const id = await newCampaign(client);
  await client.putRecipients(id, recipients);
  await client.trigger(id);
  return { id, done: await waitDone(client, id) };
};
