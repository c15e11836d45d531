import { callListItemSchema, listCallsResponseSchema } from '@agentdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bearer, type TestApp } from '../../test/test-app.ts';
import { baseCall, HOUR, NOW, openCallsTestApp, postCallEvent, readingFixtures } from './call-fixtures.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  ({ t, token } = await openCallsTestApp());
});
afterAll(() => t.close());

const post = (body: unknown) => postCallEvent(t, body);
const getList = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/call/calls?${query}`, headers: bearer(token) });

describe('reading calls', () => {
  beforeAll(async () => {
    for (const call of readingFixtures()) expect((await post({ event: 'call_analyzed', call })).statusCode).toBe(204);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/call/calls' })).statusCode).toBe(401);
  });

  it('filters by agent, direction, sentiment, outcome, reason and period', async () => {
    const ids = async (query: string) =>
      ((await getList(query)).json().data as { call_id: string }[])
        .map((c) => c.call_id)
        .filter((id) => id.startsWith('r_'));
    expect(await ids('agent_id=loan-qualifier')).toEqual(['r_loan_in_neu']);
    expect(await ids('direction=outbound')).toEqual(['r_zara_out_neg']);
    expect(await ids('sentiment=negative')).toEqual(['r_zara_out_neg']);
    expect(await ids('call_successful=false')).toEqual(['r_zara_out_neg']);
    expect(await ids('disconnection_reason=agent_hangup')).toEqual(['r_zara_out_neg']);
    expect(await ids('period=7days')).not.toContain('r_old');
    expect(await ids('period=30days')).toContain('r_old');
    expect(await ids(`from=${NOW - 21 * 24 * HOUR}&to=${NOW - 19 * 24 * HOUR}`)).toEqual(['r_old']);
    const first = (await getList('agent_id=zara&direction=inbound&limit=1')).json();
    expect(first.data[0]).toMatchObject({
      call_id: 'r_zara_in_pos',
      sentiment: 'positive',
      call_successful: true,
      duration_ms: 125_400,
      has_recording: false,
    });
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
    expect(page1).toMatchObject({
      message: 'Calls fetched',
      total: 2,
      data: [{ call_id: 'unstarted_b', start_timestamp: null }],
    });
    const page2 = strictPage.parse(
      (await getList(`from=0&agent_id=not-started-agent&limit=1&cursor=${page1.next_cursor}`)).json(),
    );
    expect(page2).toMatchObject({
      total: 2,
      data: [{ call_id: 'unstarted_a', start_timestamp: null }],
      next_cursor: null,
    });
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
      agent_version: null,
      contact_name: null,
      qa_score: null,
    });
    expect(strictPage.parse((await getList('search=nothing-like-this')).json())).toMatchObject({
      total: 0,
      data: [],
      next_cursor: null,
    });
  });

  it('searches transcripts and summaries with the full-text index', async () => {
    const ids = async (q: string) =>
      ((await getList(`search=${encodeURIComponent(q)}`)).json().data as { call_id: string }[]).map((c) => c.call_id);
    expect(await ids('bakery')).toEqual(['r_loan_in_neu']);
    expect(await ids('declined salary')).toEqual(['r_zara_out_neg']);
    expect(await ids('bakeries')).toEqual(['r_loan_in_neu']);
    expect(await ids('nothing-like-this')).toEqual([]);
  });

  it('refuses bad queries with 400', async () => {
    for (const query of [
      'period=yesterday',
      'direction=sideways',
      `from=${NOW}&to=${NOW - 1}`,
      'limit=0',
      'limit=100000',
      'cursor=not-a-cursor',
      'call_successful=maybe',
      'tz=Mars/Olympus',
    ]) {
      const response = await getList(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error_message).toEqual(expect.any(String));
    }
  });

  it('pages with a stable cursor even while new calls arrive', async () => {
    for (let i = 0; i < 23; i += 1) {
      await post({
        event: 'call_ended',
        call: baseCall(`page_${String(i).padStart(2, '0')}`, {
          agent_id: 'pos-qualifier',
          start_timestamp: NOW - 5 * HOUR - (i % 5) * 1000,
        }),
      });
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
      if (pages === 1)
        await post({
          event: 'call_started',
          call: baseCall('page_new', { agent_id: 'pos-qualifier', start_timestamp: NOW }),
        });
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(23);
    expect(new Set(seen).size).toBe(23);
    expect(seen).not.toContain('page_new');
    expect((await getList('agent_id=pos-qualifier&limit=10')).json().total).toBe(24);
  });
});
