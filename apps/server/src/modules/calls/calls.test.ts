import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importedCounts, importThroughApi } from '../../test/call-import-api.ts';
import { bearer, type TestApp } from '../../test/test-app.ts';
import {
  baseCall,
  countCallRows,
  HOUR,
  NOW,
  openCallsTestApp,
  postCallEvent,
  readingFixtures,
} from './call-fixtures.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  ({ t, token } = await openCallsTestApp());
  for (const call of readingFixtures())
    expect((await postCallEvent(t, { event: 'call_analyzed', call })).statusCode).toBe(204);
});
afterAll(() => t.close());

const post = (body: unknown) => postCallEvent(t, body);
const rowCount = () => countCallRows(t);
const getList = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/call/calls?${query}`, headers: bearer(token) });

describe('one call', () => {
  it('serves the whole call and keeps notes and end reason across reads', async () => {
    const detail = await t.app.inject({ method: 'GET', url: '/api/call/calls/r_zara_in_pos', headers: bearer(token) });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({
      call_id: 'r_zara_in_pos',
      notes: null,
      end_reason: null,
      transcript: expect.stringContaining('Zara'),
    });

    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/call/calls/r_zara_in_pos',
      headers: bearer(token),
      payload: { notes: 'Strong candidate', end_reason: 'completed' },
    });
    expect(patch.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'GET', url: '/api/call/calls/r_zara_in_pos', headers: bearer(token) });
    expect(again.json().data).toMatchObject({ notes: 'Strong candidate', end_reason: 'completed' });

    // A later webhook for the same call keeps what the operator wrote.
    await post({ event: 'call_analyzed', call: baseCall('r_zara_in_pos') });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/call/calls/r_zara_in_pos', headers: bearer(token) })).json().data
        .notes,
    ).toBe('Strong candidate');

    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/api/call/calls/r_zara_in_pos',
          headers: bearer(token),
          payload: { end_reason: 'exploded' },
        })
      ).statusCode,
    ).toBe(400);
    const empty = await t.app.inject({
      method: 'PATCH',
      url: '/api/call/calls/r_zara_in_pos',
      headers: bearer(token),
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error_message: 'Nothing to update' });
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/api/call/calls/nope',
          headers: bearer(token),
          payload: { notes: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/call/calls/nope', headers: bearer(token) })).statusCode,
    ).toBe(404);
  });
});

describe('export', () => {
  it('exports the filtered list as CSV with formula cells neutralised', async () => {
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/call/calls/r_formula',
      headers: bearer(token),
      payload: { notes: 'Call back Monday', end_reason: 'completed' },
    });
    expect(patched.statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/call/calls/export?period=7days&agent_id=zara',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="calls-\d{4}-\d{2}-\d{2}\.csv"/);
    const parsed = Papa.parse<Record<string, string>>(response.body.trim(), { header: true });
    expect(parsed.meta.fields).toEqual(
      expect.arrayContaining([
        'call_id',
        'call_summary',
        'user_sentiment',
        'call_successful',
        'appointment_booked',
        'detailed_call_summary',
        'email',
      ]),
    );
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
  it('imports a list-calls export and reports new calls, then the ones already stored as they were', async () => {
    const items = Array.from({ length: 1200 }, (_, i) =>
      baseCall(`imp_${i}`, { agent_id: 'loan-documents', start_timestamp: NOW - 6 * HOUR - i }),
    );
    expect(importedCounts(await importThroughApi(t.app, token, items))).toEqual({
      imported: 1200,
      updated: 0,
      unchanged: 0,
      skipped: 0,
    });
    expect(importedCounts(await importThroughApi(t.app, token, { calls: items.slice(0, 10) }))).toEqual({
      imported: 0,
      updated: 0,
      unchanged: 10,
      skipped: 0,
    });
    expect((await getList('agent_id=loan-documents&limit=1')).json().total).toBe(1200);
  });

  it('exports more calls than one page holds, each once, in the list order', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/call/calls/export?agent_id=loan-documents&from=0',
      headers: bearer(token),
    });
    const ids = Papa.parse<Record<string, string>>(response.body.trim(), { header: true }).data.map(
      (r) => r['call_id'],
    );
    expect(ids).toHaveLength(1200);
    expect(new Set(ids).size).toBe(1200);
    expect(ids.slice(0, 2)).toEqual(['imp_0', 'imp_1']);
    expect(ids.at(-1)).toBe('imp_1199');
  });

  it('skips the invalid rows, naming them, and imports the rest; a file that is no list is refused', async () => {
    const before = await rowCount();
    const items = [baseCall('bad_0'), { agent_id: 'zara' }, baseCall('bad_2'), { call_id: 42 }];
    const result = await importThroughApi(t.app, token, items);
    expect(importedCounts(result)).toEqual({ imported: 2, updated: 0, unchanged: 0, skipped: 2 });
    expect('import' in result && result.import.row_errors.map((row) => row.index)).toEqual([1, 3]);
    expect(await rowCount()).toBe(before + 2);
    const refused = await importThroughApi(t.app, token, { nope: true });
    expect(refused.statusCode).toBe(422);
  });
});

describe('recordings', () => {
  it('serves a hosted recording behind a signed URL, with Range', async () => {
    await post({
      event: 'call_ended',
      call: baseCall('with_audio', { recording_url: 'recording:zara-screening.ogg' }),
    });
    await post({ event: 'call_ended', call: baseCall('sneaky', { recording_url: 'recording:../../config.ts' }) });
    const detail = (
      await t.app.inject({ method: 'GET', url: '/api/call/calls/with_audio', headers: bearer(token) })
    ).json().data;
    expect(detail.recording_url).toMatch(/^\/api\/recordings\/with_audio\?exp=\d+&sig=[\w-]+&workspace=[0-9a-f-]{36}$/);

    const partial = await t.app.inject({
      method: 'GET',
      url: detail.recording_url,
      headers: { range: 'bytes=100-199' },
    });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-range']).toMatch(/^bytes 100-199\/\d+$/);
    expect(partial.headers['content-type']).toBe('audio/ogg');
    expect(partial.rawPayload.length).toBe(100);
    const whole = await t.app.inject({ method: 'GET', url: detail.recording_url });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.subarray(0, 4).toString()).toBe('OggS');

    // Change the signature's first character to another one (never to itself).
    const tampered = detail.recording_url.replace(
      /sig=([\w-])/,
      (_: string, c: string) => `sig=${c === 'Z' ? 'Y' : 'Z'}`,
    );
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(401);
    const expired = detail.recording_url.replace(/exp=\d+/, `exp=${Date.now() - 1000}`);
    expect((await t.app.inject({ method: 'GET', url: expired })).statusCode).toBe(401);
    const otherCall = detail.recording_url.replace('/with_audio?', '/sneaky?');
    expect((await t.app.inject({ method: 'GET', url: otherCall })).statusCode).toBe(401);

    const sneaky = (await t.app.inject({ method: 'GET', url: '/api/call/calls/sneaky', headers: bearer(token) })).json()
      .data;
    expect((await t.app.inject({ method: 'GET', url: sneaky.recording_url })).statusCode).toBe(404);
  });
});
