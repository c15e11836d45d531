import { periodWindow } from '@agentdesk/shared/call-periods';
import type { CallListItem } from '@agentdesk/shared';
import { userTimeZone } from '../../../lib/user-time-zone.ts';
import type { CallFilters } from './call-filters.ts';

/**
 * Whether a call pushed by the live stream belongs in a list with these filters: the same test
 * as the server's list query, in the time zone the list was asked for. A full-text search cannot
 * be judged here, so a searched list only gets updates of rows it already shows.
 */
export const matchesCallFilters = (
  call: CallListItem,
  filters: CallFilters,
  nowMs: number = Date.now(),
  timeZone = userTimeZone(),
): boolean => {
  if (filters.search !== undefined) return false;
  if (filters.agent_id !== undefined && call.agent_id !== filters.agent_id) return false;
  if (filters.direction !== undefined && call.direction !== filters.direction) return false;
  if (filters.sentiment !== undefined && call.sentiment !== filters.sentiment) return false;
  if (filters.call_successful !== undefined && call.call_successful !== (filters.call_successful === 'true'))
    return false;
  if (filters.disconnection_reason !== undefined && call.disconnection_reason !== filters.disconnection_reason)
    return false;
  // As on the server: a call without a start time is in no period.
  if (call.start_timestamp === null || call.start_timestamp < periodWindow(filters.period, nowMs, timeZone).from)
    return false;
  return true;
};
