import type { CallListItem, CallPeriod } from '@agentdesk/shared';
import type { CallFilters } from './call-filters.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Start of the period in epoch ms: local midnight for today, else N days back. */
export const periodStart = (period: CallPeriod, nowMs: number = Date.now()): number => {
  if (period === 'today') {
    const midnight = new Date(nowMs);
    midnight.setHours(0, 0, 0, 0);
    return midnight.getTime();
  }
  const days = period === '7days' ? 7 : period === '30days' ? 30 : 90;
  return nowMs - days * DAY_MS;
};

/**
 * Whether a call pushed by the live stream belongs in a list with these filters. A full-text
 * search cannot be judged here, so a searched list only gets updates of rows it already shows.
 */
export const matchesCallFilters = (call: CallListItem, filters: CallFilters, nowMs: number = Date.now()): boolean => {
  if (filters.search !== undefined) return false;
  if (filters.agent_id !== undefined && call.agent_id !== filters.agent_id) return false;
  if (filters.direction !== undefined && call.direction !== filters.direction) return false;
  if (filters.sentiment !== undefined && call.sentiment !== filters.sentiment) return false;
  if (filters.call_successful !== undefined && call.call_successful !== (filters.call_successful === 'true')) return false;
  if (filters.disconnection_reason !== undefined && call.disconnection_reason !== filters.disconnection_reason) return false;
  // As on the server: a call without a start time is in no period.
  if (call.start_timestamp === null || call.start_timestamp < periodStart(filters.period, nowMs)) return false;
  return true;
};
