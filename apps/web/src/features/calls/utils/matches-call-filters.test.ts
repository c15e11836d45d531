import type { CallListItem } from '@agentdesk/shared';
import { describe, expect, it } from 'vitest';
import { matchesCallFilters } from './matches-call-filters.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

const call = (startTimestamp: number | null): CallListItem => ({
  call_id: 'pushed',
  agent_id: 'zara',
  call_status: 'ended',
  direction: 'inbound',
  from_number: '+14155550101',
  to_number: '+14155550999',
  start_timestamp: startTimestamp,
  duration_ms: 60_000,
  disconnection_reason: 'user_hangup',
  call_successful: true,
  sentiment: 'positive',
  call_summary: null,
  has_recording: false,
});

// The server's list counts '7days' from local midnight six days ago, in the user's time zone.
describe('matchesCallFilters over the period', () => {
  // 03:00 on 18 November in New York (08:00 UTC): the week began at midnight on 12 November (05:00 UTC).
  const now = Date.UTC(2026, 10, 18, 8);
  const weekStart = Date.UTC(2026, 10, 12, 5);

  it('leaves out a call the server list leaves out: inside 7×24 h, but before local midnight six days ago', () => {
    const startedAt = now - 6.5 * DAY; // 15:00 on 11 November in New York
    expect(startedAt).toBeLessThan(weekStart);
    expect(matchesCallFilters(call(startedAt), { period: '7days' }, now, 'America/New_York')).toBe(false);
  });

  it('takes a call from the first instant of the period on, as the server does', () => {
    expect(matchesCallFilters(call(weekStart), { period: '7days' }, now, 'America/New_York')).toBe(true);
    expect(matchesCallFilters(call(weekStart - 1), { period: '7days' }, now, 'America/New_York')).toBe(false);
  });

  it("counts 'today' from midnight in the user's time zone, not the runtime's", () => {
    const lateEvening = Date.UTC(2026, 10, 18, 20); // 01:30 on 19 November in Kolkata
    const kolkataMidnight = Date.UTC(2026, 10, 18, 18, 30);
    expect(matchesCallFilters(call(kolkataMidnight + HOUR), { period: 'today' }, lateEvening, 'Asia/Kolkata')).toBe(
      true,
    );
    expect(matchesCallFilters(call(kolkataMidnight - HOUR), { period: 'today' }, lateEvening, 'Asia/Kolkata')).toBe(
      false,
    );
  });

  it('starts 30 days at local midnight 29 days back across a daylight-saving change', () => {
    // New York left daylight saving on 1 November: midnight on 20 October was 04:00 UTC.
    const monthStart = Date.UTC(2026, 9, 20, 4);
    expect(matchesCallFilters(call(monthStart), { period: '30days' }, now, 'America/New_York')).toBe(true);
    expect(matchesCallFilters(call(monthStart - 1), { period: '30days' }, now, 'America/New_York')).toBe(false);
  });
});
