// @vitest-environment happy-dom
import type { CallListItem, ListCallsResponse } from '@agentdesk/shared';
import { QueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { callsQueryKeys } from '../api/calls-query-keys.ts';
import { applyStreamedCall } from './apply-streamed-call.ts';
import type { CallFilters } from './call-filters.ts';

const NOW = Date.UTC(2025, 5, 10, 12, 0, 0);
const MINUTE = 60_000;

const item = (id: string, minutesAgo: number, extra: Partial<CallListItem> = {}): CallListItem => ({
  call_id: id,
  agent_id: 'zara',
  call_status: 'ended',
  direction: 'inbound',
  from_number: '+1',
  to_number: '+2',
  start_timestamp: NOW - minutesAgo * MINUTE,
  duration_ms: 1000,
  disconnection_reason: 'user_hangup',
  call_successful: true,
  sentiment: 'positive',
  call_summary: null,
  has_recording: false,
  ...extra,
});

type Pages = InfiniteData<ListCallsResponse, string | undefined>;

const pages = (...pageRows: Array<{ rows: CallListItem[]; next: string | null }>): Pages => ({
  pages: pageRows.map(({ rows, next }) => ({ message: 'ok', total: 10, data: rows, next_cursor: next })),
  pageParams: pageRows.map((_, index) => (index === 0 ? undefined : `c${index}`)),
});

const setup = (filters: CallFilters, data: Pages) => {
  const client = new QueryClient();
  client.setQueryData(callsQueryKeys.list(filters), data);
  const read = () => client.getQueryData<Pages>(callsQueryKeys.list(filters));
  return { client, read };
};

const ids = (data: Pages | undefined) => data?.pages.map((page) => page.data.map((row) => row.call_id));

describe('applyStreamedCall', () => {
  const week: CallFilters = { period: '7days' };

  it('puts a new call at the top of a list whose filters it matches, and counts it', () => {
    const { client, read } = setup(week, pages({ rows: [item('a', 5), item('b', 10)], next: 'x' }));
    applyStreamedCall(client, item('new', 0), NOW);
    expect(ids(read())).toEqual([['new', 'a', 'b']]);
    expect(read()?.pages[0]?.total).toBe(11);
  });

  it('updates a row it already shows in place, without counting it again', () => {
    const { client, read } = setup(
      week,
      pages({ rows: [item('a', 5)], next: null }, { rows: [item('b', 10)], next: null }),
    );
    applyStreamedCall(client, item('b', 10, { call_successful: false }), NOW);
    expect(ids(read())).toEqual([['a'], ['b']]);
    expect(read()?.pages[1]?.data[0]?.call_successful).toBe(false);
    expect(read()?.pages[0]?.total).toBe(10);
  });

  it('inserts by start time, newest first', () => {
    const { client, read } = setup(week, pages({ rows: [item('a', 5), item('c', 30)], next: null }));
    applyStreamedCall(client, item('b', 20), NOW);
    expect(ids(read())).toEqual([['a', 'b', 'c']]);
  });

  it('leaves a call older than everything loaded to the pages not loaded yet', () => {
    const { client, read } = setup(week, pages({ rows: [item('a', 5)], next: 'more' }));
    applyStreamedCall(client, item('old', 60), NOW);
    expect(ids(read())).toEqual([['a']]);
  });

  it('appends an old call at the end of a fully loaded list', () => {
    const { client, read } = setup(week, pages({ rows: [item('a', 5)], next: null }));
    applyStreamedCall(client, item('old', 60), NOW);
    expect(ids(read())).toEqual([['a', 'old']]);
  });

  it('fills an empty list', () => {
    const { client, read } = setup(week, pages({ rows: [], next: null }));
    applyStreamedCall(client, item('first', 1), NOW);
    expect(ids(read())).toEqual([['first']]);
  });

  it.each<[string, CallFilters, Partial<CallListItem>]>([
    ['another agent', { period: '7days', agent_id: 'leo' }, {}],
    ['another direction', { period: '7days', direction: 'outbound' }, {}],
    ['another sentiment', { period: '7days', sentiment: 'negative' }, {}],
    ['another outcome', { period: '7days', call_successful: 'false' }, {}],
    ['another reason', { period: '7days', disconnection_reason: 'agent_hangup' }, {}],
    ['a search it cannot judge', { period: '7days', search: 'loan' }, {}],
    ['outside the period', { period: 'today' }, { start_timestamp: NOW - 3 * 24 * 60 * MINUTE }],
    ['no start time', { period: '7days' }, { start_timestamp: null }],
  ])('does not add a call to a list of %s', (_label, filters, extra) => {
    const { client, read } = setup(filters, pages({ rows: [item('a', 5)], next: null }));
    applyStreamedCall(client, item('new', 0, extra), NOW);
    expect(ids(read())).toEqual([['a']]);
  });

  it('marks that there are calls now', () => {
    const client = new QueryClient();
    client.setQueryData(callsQueryKeys.anyCallsFor(undefined), false);
    applyStreamedCall(client, item('new', 0), NOW);
    expect(client.getQueryData(callsQueryKeys.anyCallsFor(undefined))).toBe(true);
  });
});
