import { callListItemSchema, listCallsResponseSchema, type ProviderCall } from '@agentdesk/shared';
import { count, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callEvents, calls } from '../../db/schema.ts';
import { bearer, createTestApp, signUpUser, type TestApp } from '../../test/test-app.ts';
import { signWebhook } from '../../lib/webhook-signature.ts';

let t: TestApp;
let token: string;
const NOW = Date.now();
const HOUR = 3600_000;

beforeAll(async () => {
  t = await createTestApp({ RETELL_API_KEY: 'test-webhook-key-0123456789' });
  token = (await signUpUser(t.app)).token;
});
afterAll(() => t.close());

const key = () => t.config.webhookKey;

const post = (body: unknown, options: { signature?: string | null; raw?: string; timestamp?: number } = {}) => {
  const raw = options.raw ?? JSON.stringify(body);
  const signature = options.signature === undefined ? signWebhook(raw, key(), options.timestamp ?? Date.now()) : options.signature;
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/calls/',
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'x-retell-signature': signature }) },
    payload: raw,
  });
};

const baseCall = (id: string, overrides: Partial<ProviderCall> = {}): ProviderCall => ({
  call_id: id,
  call_type: 'phone_call',
  agent_id: 'zara',
  call_status: 'ended',
  direction: 'inbound',
  from_number: '+14155550101',
  to_number: '+14155550999',
  start_timestamp: NOW - HOUR,
  end_timestamp: NOW - HOUR + 125_400,
  duration_ms: 125_400,
  transcript: 'Agent: Hello, this is Zara.\nUser: Hi, I applied for the backend role.',
  disconnection_reason: 'user_hangup',
  call_analysis: { call_summary: 'Candidate screening', user_sentiment: 'Positive', call_successful: true },
  ...overrides,
});

const rowCount = async () => (await t.database.db.select({ n: count() }).from(calls))[0]!.n;
const getList = (query: string) => t.app.inject({ method: 'GET', url: `/api/call/calls?${query}`, headers: bearer(token) });

describe('webhook signatures', () => {
  it('accepts a correctly signed event and stores the call', async () => {
    const response = await post({ event: 'call_ended', call: baseCall('sig_ok') });
    expect(response.statusCode).toBe(204);
    const [row] = await t.database.db.select().from(calls).where(eq(calls.callId, 'sig_ok'));
    expect(row?.agentId).toBe('zara');
    expect(row?.sentiment).toBe('positive');
  });

  it('refuses missing, malformed, wrong, stale and replayed-body signatures and writes nothing', async () => {
    const before = await rowCount();
    const body = JSON.stringify({ event: 'call_ended', call: baseCall('sig_bad') });
    const cases: [string | null, string][] = [
      [null, 'Missing x-retell-signature header'],
      ['garbage', 'Malformed signature header'],
      [signWebhook(body, 'another-key-entirely-123', Date.now()), 'Invalid signature'],
      [signWebhook(body, key(), Date.now() - 6 * 60_000), 'Signature timestamp is too far from now'],
      [signWebhook(body, key(), Date.now() + 6 * 60_000), 'Signature timestamp is too far from now'],
      [signWebhook(`${body} `, key(), Date.now()), 'Invalid signature'],
    ];
    for (const [signature, message] of cases) {
      const response = await post(undefined, { raw: body, signature });
      expect(response.statusCode, message).toBe(401);
      expect(response.json()).toEqual({ error_message: message });
    }
    expect(await rowCount()).toBe(before);
  });

  it('answers 400 for an unparseable body or a call without call_id, 204 for unknown events', async () => {
    const before = await rowCount();
    expect((await post(undefined, { raw: '{"event": "call_ended", ' })).statusCode).toBe(400);
    const noId = await post({ event: 'call_ended', call: { agent_id: 'zara' } });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().error_message).toBe('call.call_id: call_id is required');
    expect((await post({ event: 'call_transferred_to_mars', call: baseCall('unknown_event') })).statusCode).toBe(204);
    expect(await rowCount()).toBe(before);
    expect((await t.database.db.select({ n: count() }).from(callEvents).where(eq(callEvents.callId, 'unknown_event')))[0]!.n).toBe(0);
  });

  it('answers 413 for an oversized body', async () => {
    const raw = JSON.stringify({ event: 'call_ended', call: baseCall('huge', { transcript: 'x'.repeat(t.config.BODY_LIMIT_BYTES) }) });
    expect((await post(undefined, { raw })).statusCode).toBe(413);
  });
});

describe('idempotent, order-free ingestion', () => {
  const events = (id: string) => [
    { event: 'call_started', call: { call_id: id, agent_id: 'loan-qualifier', call_status: 'ongoing', direction: 'outbound', start_timestamp: NOW - 2 * HOUR, from_number: '+14155550000', to_number: '+14155551111' } },
    { event: 'transcript_updated', call: { call_id: id, transcript: 'Agent: Hi' } },
    {
      event: 'call_ended',
      call: { call_id: id, call_status: 'ended', end_timestamp: NOW - 2 * HOUR + 60_000, duration_ms: 60_000, transcript: 'Agent: Hi\nUser: Bye', disconnection_reason: 'agent_hangup', recording_url: null },
    },
    { event: 'call_analyzed', call: { call_id: id, call_analysis: { call_summary: 'Loan qualification', user_sentiment: 'Negative', call_successful: false } } },
  ];
  const permutations = <T,>(xs: T[]): T[][] => (xs.length <= 1 ? [xs] : xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p])));

  it('ends in the same row for every order and any repeats', async () => {
    for (const e of events('ordered')) expect((await post(e)).statusCode).toBe(204);
    const [reference] = await t.database.db.select().from(calls).where(eq(calls.callId, 'ordered'));
    expect(reference?.record).toMatchObject({ call_status: 'ended', transcript: 'Agent: Hi\nUser: Bye', agent_id: 'loan-qualifier' });
    expect(reference?.sentiment).toBe('negative');

    const orders = permutations([0, 1, 2, 3]);
    for (const [n, order] of orders.entries()) {
      const id = `perm_${n}`;
      const list = events(id);
      // every event once in this order, then a few repeats
      for (const i of [...order, order[0]!, order[2]!, order[0]!]) expect((await post(list[i])).statusCode).toBe(204);
      const [row] = await t.database.db.select().from(calls).where(eq(calls.callId, id));
      expect({ ...row!.record, call_id: 'x' }, `order ${order.join(',')}`).toEqual({ ...reference!.record, call_id: 'x' });
      expect(row!.callStatus).toBe('ended');
      expect(row!.durationMs).toBe(60_000);
    }
    const [{ n }] = (await t.database.db.select({ n: count() }).from(calls).where(eq(calls.callId, 'perm_0'))) as [{ n: number }];
    expect(n).toBe(1);
  });
});

describe('reading calls', () => {
  beforeAll(async () => {
    const fixtures: ProviderCall[] = [
      baseCall('r_zara_in_pos', { start_timestamp: NOW - HOUR / 2 }),
      baseCall('r_zara_out_neg', { direction: 'outbound', start_timestamp: NOW - 2 * HOUR, call_analysis: { user_sentiment: 'Negative', call_successful: false, call_summary: 'Candidate declined the salary band' }, disconnection_reason: 'agent_hangup' }),
      baseCall('r_loan_in_neu', { agent_id: 'loan-qualifier', start_timestamp: NOW - 3 * HOUR, transcript: 'Agent: What loan amount do you need?\nUser: Around fifty thousand for my bakery.', call_analysis: { user_sentiment: 'Neutral', call_successful: true, call_summary: 'Loan enquiry' } }),
      baseCall('r_old', { start_timestamp: NOW - 20 * 24 * HOUR }),
      baseCall('r_formula', {
        start_timestamp: NOW - 4 * HOUR,
        end_timestamp: NOW - 4 * HOUR + 125_400,
        call_analysis: { call_summary: '=HYPERLINK("http://evil.example","click")', user_sentiment: '-neutral', call_successful: true },
        call_cost: { combined_cost: 12.5 },
        from_number: '+15550001111',
      }),
    ];
    for (const call of fixtures) expect((await post({ event: 'call_analyzed', call })).statusCode).toBe(204);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/call/calls' })).statusCode).toBe(401);
  });

  it('filters by agent, direction, sentiment, outcome, reason and period', async () => {
    const ids = async (query: string) => ((await getList(query)).json().data as { call_id: string }[]).map((c) => c.call_id).filter((id) => id.startsWith('r_'));
    expect(await ids('agent_id=loan-qualifier')).toEqual(['r_loan_in_neu']);
    expect(await ids('direction=outbound')).toEqual(['r_zara_out_neg']);
    expect(await ids('sentiment=negative')).toEqual(['r_zara_out_neg']);
    expect(await ids('call_successful=false')).toEqual(['r_zara_out_neg']);
    expect(await ids('disconnection_reason=agent_hangup')).toEqual(['r_zara_out_neg']);
    expect(await ids('period=7days')).not.toContain('r_old');
    expect(await ids('period=30days')).toContain('r_old');
    expect(await ids(`from=${NOW - 21 * 24 * HOUR}&to=${NOW - 19 * 24 * HOUR}`)).toEqual(['r_old']);
    const first = (await getList('agent_id=zara&direction=inbound&limit=1')).json();
    expect(first.data[0]).toMatchObject({ call_id: 'r_zara_in_pos', sentiment: 'positive', call_successful: true, duration_ms: 125_400, has_recording: false });
  });

  it('answers exactly the list schema, a call not started yet with start null, and pages past it', async () => {
    for (const id of ['unstarted_a', 'unstarted_b']) {
      const { start_timestamp: _start, end_timestamp: _end, ...call } = baseCall(id, { agent_id: 'not-started-agent' });
      expect((await post({ event: 'call_started', call })).statusCode).toBe(204);
    }
    const strictPage = listCallsResponseSchema.extend({ data: z.array(callListItemSchema.strict()) }).strict();
    const first = await getList('from=0&agent_id=not-started-agent&limit=1');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const page1 = strictPage.parse(first.json());
    expect(page1).toMatchObject({ message: 'Calls fetched', total: 2, data: [{ call_id: 'unstarted_b', start_timestamp: null }] });
    const page2 = strictPage.parse((await getList(`from=0&agent_id=not-started-agent&limit=1&cursor=${page1.next_cursor}`)).json());
    expect(page2).toMatchObject({ total: 2, data: [{ call_id: 'unstarted_a', start_timestamp: null }], next_cursor: null });
    const full = strictPage.parse((await getList('agent_id=zara&limit=200')).json());
    expect(full.data.find((c) => c.call_id === 'r_zara_out_neg')).toEqual({
      call_id: 'r_zara_out_neg',
      agent_id: 'zara',
      call_status: 'ended',
      direction: 'outbound',
      from_number: '+14155550101',
      to_number: '+14155550999',
      start_timestamp: NOW - 2 * HOUR,
      duration_ms: 125_400,
      disconnection_reason: 'agent_hangup',
      call_successful: false,
      sentiment: 'negative',
      call_summary: 'Candidate declined the salary band',
      has_recording: false,
    });
    expect(strictPage.parse((await getList('search=nothing-like-this')).json())).toMatchObject({ total: 0, data: [], next_cursor: null });
  });

  it('searches transcripts and summaries with the full-text index', async () => {
    const ids = async (q: string) => ((await getList(`search=${encodeURIComponent(q)}`)).json().data as { call_id: string }[]).map((c) => c.call_id);
    expect(await ids('bakery')).toEqual(['r_loan_in_neu']);
    expect(await ids('declined salary')).toEqual(['r_zara_out_neg']);
    expect(await ids('bakeries')).toEqual(['r_loan_in_neu']);
    expect(await ids('nothing-like-this')).toEqual([]);
  });

  it('refuses bad queries with 400', async () => {
    for (const query of ['period=yesterday', 'direction=sideways', `from=${NOW}&to=${NOW - 1}`, 'limit=0', 'limit=100000', 'cursor=not-a-cursor', 'call_successful=maybe', 'tz=Mars/Olympus']) {
      const response = await getList(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error_message).toEqual(expect.any(String));
    }
  });

  it('pages with a stable cursor even while new calls arrive', async () => {
    for (let i = 0; i < 23; i += 1) {
      await post({ event: 'call_ended', call: baseCall(`page_${String(i).padStart(2, '0')}`, { agent_id: 'pos-qualifier', start_timestamp: NOW - 5 * HOUR - (i % 5) * 1000 }) });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const body: { total: number; data: { call_id: string }[]; next_cursor: string | null } = (
        await getList(`agent_id=pos-qualifier&limit=10${cursor ? `&cursor=${cursor}` : ''}`)
      ).json();
      // The total is the first page's, for the whole listing; the pages handed out do not shift.
      expect(body.total).toBe(23);
      seen.push(...body.data.map((c) => c.call_id));
      cursor = body.next_cursor;
      pages += 1;
      if (pages === 1) await post({ event: 'call_started', call: baseCall('page_new', { agent_id: 'pos-qualifier', start_timestamp: NOW }) });
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(23);
    expect(new Set(seen).size).toBe(23);
    expect(seen).not.toContain('page_new');
    expect((await getList('agent_id=pos-qualifier&limit=10')).json().total).toBe(24);
  });

  it('serves the whole call and keeps notes and end reason across reads', async () => {
    const detail = await t.app.inject({ method: 'GET', url: '/api/call/calls/r_zara_in_pos', headers: bearer(token) });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ call_id: 'r_zara_in_pos', notes: null, end_reason: null, transcript: expect.stringContaining('Zara') });

    const patch = await t.app.inject({ method: 'PATCH', url: '/api/call/calls/r_zara_in_pos', headers: bearer(token), payload: { notes: 'Strong candidate', end_reason: 'completed' } });
    expect(patch.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'GET', url: '/api/call/calls/r_zara_in_pos', headers: bearer(token) });
    expect(again.json().data).toMatchObject({ notes: 'Strong candidate', end_reason: 'completed' });

    // A later webhook for the same call keeps what the operator wrote.
    await post({ event: 'call_analyzed', call: baseCall('r_zara_in_pos') });
    expect((await t.app.inject({ method: 'GET', url: '/api/call/calls/r_zara_in_pos', headers: bearer(token) })).json().data.notes).toBe('Strong candidate');

    expect((await t.app.inject({ method: 'PATCH', url: '/api/call/calls/r_zara_in_pos', headers: bearer(token), payload: { end_reason: 'exploded' } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PATCH', url: '/api/call/calls/r_zara_in_pos', headers: bearer(token), payload: {} })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PATCH', url: '/api/call/calls/nope', headers: bearer(token), payload: { notes: 'x' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/call/calls/nope', headers: bearer(token) })).statusCode).toBe(404);
  });

  it('exports the filtered list as CSV with formula cells neutralised', async () => {
    const patched = await t.app.inject({ method: 'PATCH', url: '/api/call/calls/r_formula', headers: bearer(token), payload: { notes: 'Call back Monday', end_reason: 'completed' } });
    expect(patched.statusCode).toBe(200);
    const response = await t.app.inject({ method: 'GET', url: '/api/call/calls/export?period=7days&agent_id=zara', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="calls-\d{4}-\d{2}-\d{2}\.csv"/);
    const parsed = Papa.parse<Record<string, string>>(response.body.trim(), { header: true });
    expect(parsed.meta.fields).toEqual(expect.arrayContaining(['call_id', 'call_summary', 'user_sentiment', 'call_successful', 'appointment_booked', 'detailed_call_summary', 'email']));
    const formula = parsed.data.find((r) => r['call_id'] === 'r_formula');
    expect(formula?.['call_summary']).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(formula?.['user_sentiment']).toBe(`'-neutral`);
    expect(formula?.['from_number']).toBe(`'+15550001111`);
    expect(formula).toMatchObject({
      start_time: new Date(NOW - 4 * HOUR).toISOString(),
      end_time: new Date(NOW - 4 * HOUR + 125_400).toISOString(),
      duration_ms: '125400',
      call_successful: 'true',
      combined_cost: '12.5',
      notes: 'Call back Monday',
      end_reason: 'completed',
    });
    expect(parsed.data.every((r) => r['agent_id'] === 'zara')).toBe(true);
    expect(parsed.data.some((r) => r['call_id'] === 'r_old')).toBe(false);
  });
});

describe('import', () => {
  it('imports a list-calls export and reports new and updated calls', async () => {
    const items = Array.from({ length: 1200 }, (_, i) => baseCall(`imp_${i}`, { agent_id: 'loan-documents', start_timestamp: NOW - 6 * HOUR - i }));
    const response = await t.app.inject({ method: 'POST', url: '/api/call/calls/import', headers: bearer(token), payload: items });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ imported: 1200, updated: 0 });
    const again = await t.app.inject({ method: 'POST', url: '/api/call/calls/import', headers: bearer(token), payload: { calls: items.slice(0, 10) } });
    expect(again.json().data).toEqual({ imported: 0, updated: 10 });
    expect((await getList('agent_id=loan-documents&limit=1')).json().total).toBe(1200);
  });

  it('imports nothing when a row is invalid, and names the rows', async () => {
    const before = await rowCount();
    const items = [baseCall('bad_0'), { agent_id: 'zara' }, baseCall('bad_2'), { call_id: 42 }];
    const response = await t.app.inject({ method: 'POST', url: '/api/call/calls/import', headers: bearer(token), payload: items });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error_message: '2 of the calls are invalid; nothing was imported. Fix them and import again.',
      rows: [
        { index: 1, message: 'call_id: call_id is required' },
        { index: 3, message: 'call_id: call_id is required' },
      ],
    });
    expect(await rowCount()).toBe(before);
    expect((await t.app.inject({ method: 'POST', url: '/api/call/calls/import', headers: bearer(token), payload: { nope: true } })).statusCode).toBe(400);
  });
});

describe('connection details', () => {
  it('shows signed-in users where to send webhooks and the signing key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/webhooks/calls/connection', headers: bearer(token) });
    expect(response.json().data).toEqual({
      webhook_url: `${t.config.publicUrl}/api/webhooks/calls/`,
      signing_key: 'test-webhook-key-0123456789',
      signature_header: 'x-retell-signature',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/webhooks/calls/connection' })).statusCode).toBe(401);
  });
});

describe('recordings', () => {
  it('serves a hosted recording behind a signed URL, with Range', async () => {
    await post({ event: 'call_ended', call: baseCall('with_audio', { recording_url: 'recording:zara-screening.ogg' }) });
    await post({ event: 'call_ended', call: baseCall('sneaky', { recording_url: 'recording:../../config.ts' }) });
    const detail = (await t.app.inject({ method: 'GET', url: '/api/call/calls/with_audio', headers: bearer(token) })).json().data;
    expect(detail.recording_url).toMatch(/^\/api\/recordings\/with_audio\?exp=\d+&sig=[\w-]+$/);

    const partial = await t.app.inject({ method: 'GET', url: detail.recording_url, headers: { range: 'bytes=100-199' } });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-range']).toMatch(/^bytes 100-199\/\d+$/);
    expect(partial.headers['content-type']).toBe('audio/ogg');
    expect(partial.rawPayload.length).toBe(100);
    const whole = await t.app.inject({ method: 'GET', url: detail.recording_url });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.subarray(0, 4).toString()).toBe('OggS');

    // Change the signature's first character to another one (never to itself).
    const tampered = detail.recording_url.replace(/sig=([\w-])/, (_: string, c: string) => `sig=${c === 'Z' ? 'Y' : 'Z'}`);
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(401);
    const expired = detail.recording_url.replace(/exp=\d+/, `exp=${Date.now() - 1000}`);
    expect((await t.app.inject({ method: 'GET', url: expired })).statusCode).toBe(401);
    const otherCall = detail.recording_url.replace('/with_audio?', '/sneaky?');
    expect((await t.app.inject({ method: 'GET', url: otherCall })).statusCode).toBe(401);

    const sneaky = (await t.app.inject({ method: 'GET', url: '/api/call/calls/sneaky', headers: bearer(token) })).json().data;
    expect((await t.app.inject({ method: 'GET', url: sneaky.recording_url })).statusCode).toBe(404);
  });
});
