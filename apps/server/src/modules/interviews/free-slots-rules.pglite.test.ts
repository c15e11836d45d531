// Every expected slot below was worked out by hand from the zones' offsets before the finder ran.
import { describe, expect, it } from 'vitest';
import { findFreeSlots, isValidTimeZone, type FindFreeSlotsInput } from './free-slots.ts';
import { between, booked, fixedRound, makeInterviewer, poolRound, startsOf, utc, workweek } from './slot-testing.ts';

// Buffers, a pool's order by load, caps, notice, window and limit, and input refused;
// free-slots-time-zones.pglite.test.ts holds panels across zones and daylight-saving changes.

// Wednesday 14 January 2026, London on UTC: 09:00–17:00 local is 09:00–17:00 UTC.
const lena = makeInterviewer('lena', 'Europe/London', workweek(['09:00', '17:00']));
const jan14 = {
  interviewers: [lena],
  existing: [],
  now: 0,
  window: between('2026-01-14T00:00', '2026-01-15T00:00'),
  stepMinutes: 15,
} satisfies Partial<FindFreeSlotsInput>;
const quarterHours = (from: string, to: string) => {
  const starts: string[] = [];
  for (let at = utc(from); at <= utc(to); at += 15 * 60_000) starts.push(new Date(at).toISOString().slice(0, 16));
  return starts;
};

describe('buffers', () => {
  it("keep the new interview's buffers clear of an existing interview padded by its own", () => {
    // Existing 11:00–12:00 with 15 minutes either side takes 10:45–12:15; the new 45 minutes need 15 before and after.
    const round = fixedRound(['lena'], 45, { bufferBeforeMinutes: 15, bufferAfterMinutes: 15 });
    const padded = findFreeSlots({
      ...jan14,
      round,
      existing: [booked('lena', '2026-01-14T11:00', '2026-01-14T12:00', 15, 15)],
    });
    expect(startsOf(padded)).toEqual([
      ...quarterHours('2026-01-14T09:00', '2026-01-14T09:45'),
      ...quarterHours('2026-01-14T12:30', '2026-01-14T16:15'),
    ]);
    const bare = findFreeSlots({ ...jan14, round, existing: [booked('lena', '2026-01-14T11:00', '2026-01-14T12:00')] });
    expect(startsOf(bare)).toEqual([
      ...quarterHours('2026-01-14T09:00', '2026-01-14T10:00'),
      ...quarterHours('2026-01-14T12:15', '2026-01-14T16:15'),
    ]);
  });

  it("another interviewer's interview does not get in the way", () => {
    const slots = findFreeSlots({
      ...jan14,
      round: fixedRound(['lena'], 60),
      existing: [booked('someone', '2026-01-14T09:00', '2026-01-14T17:00')],
    });
    expect(startsOf(slots)).toEqual(quarterHours('2026-01-14T09:00', '2026-01-14T16:00'));
  });
});

describe('a pool orders the free by their load', () => {
  it('fewest interviews that week first (later ones included), then that day, then by id; inactive members never', () => {
    const london = (id: string, isActive = true) =>
      makeInterviewer(id, 'Europe/London', workweek(['09:00', '17:00']), { isActive });
    const existing = [
      booked('ana', '2026-01-12T10:00', '2026-01-12T11:00'), // ana: 2 that week, 0 that day
      booked('ana', '2026-01-13T10:00', '2026-01-13T11:00'),
      booked('bo', '2026-01-13T10:00', '2026-01-13T11:00'), // bo: 1, 0
      booked('cy', '2026-01-14T09:00', '2026-01-14T10:00'), // cy: 1, 1
      booked('eve', '2026-01-16T10:00', '2026-01-16T11:00'), // eve: 1, 0 (on Friday)
    ];
    const slots = findFreeSlots({
      interviewers: [london('ana'), london('bo'), london('cy'), london('di', false), london('eve')],
      existing,
      now: 0,
      window: between('2026-01-14T14:00', '2026-01-14T15:00'),
      round: poolRound(['di', 'cy', 'ana', 'eve', 'bo'], 2, 60),
    });
    expect(slots).toEqual([
      {
        start: utc('2026-01-14T14:00'),
        end: utc('2026-01-14T15:00'),
        interviewerIds: ['bo', 'eve'],
        alternateIds: ['cy', 'ana'],
      },
    ]);
  });
});

describe('caps per local day and ISO week', () => {
  // Kolkata 10:00–11:00 is 04:30–05:30 UTC. The Sunday 23:00 UTC interview is Monday 04:30 in Kolkata.
  const existing = [
    booked('isha', '2026-01-11T23:00', '2026-01-11T23:30'),
    booked('isha', '2026-01-12T06:30', '2026-01-12T07:00'),
    booked('isha', '2026-01-13T07:30', '2026-01-13T08:00'),
    booked('isha', '2026-01-14T07:30', '2026-01-14T08:00'),
  ];
  const starts = (caps: { maxPerDay: number | null; maxPerWeek: number | null }) =>
    startsOf(
      findFreeSlots({
        interviewers: [makeInterviewer('isha', 'Asia/Kolkata', workweek(['10:00', '11:00']), caps)],
        existing,
        now: 0,
        window: between('2026-01-12T00:00', '2026-01-20T00:00'),
        stepMinutes: 30,
        round: fixedRound(['isha'], 60),
      }),
    );
  const days = (...dates: string[]) => dates.map((date) => `2026-01-${date}T04:30`);

  it('count existing interviews on their local day and week, outside working hours too', () => {
    expect(starts({ maxPerDay: null, maxPerWeek: null })).toEqual(days('12', '13', '14', '15', '16', '19'));
    expect(starts({ maxPerDay: 2, maxPerWeek: null })).toEqual(days('13', '14', '15', '16', '19'));
    expect(starts({ maxPerDay: 2, maxPerWeek: 5 })).toEqual(days('13', '14', '15', '16', '19'));
    expect(starts({ maxPerDay: 2, maxPerWeek: 4 })).toEqual(days('19'));
    expect(starts({ maxPerDay: 0, maxPerWeek: null })).toEqual([]);
  });
});

describe('notice, window and limit', () => {
  const round = fixedRound(['lena'], 30);

  it('no slot starts before now plus the minimum notice', () => {
    const now = utc('2026-01-14T10:07');
    expect(startsOf(findFreeSlots({ ...jan14, round, now, minNoticeMinutes: 120 }))).toEqual(
      quarterHours('2026-01-14T12:15', '2026-01-14T16:30'),
    );
    expect(startsOf(findFreeSlots({ ...jan14, round, now }))[0]).toBe('2026-01-14T10:15');
  });

  it('a slot may start on the window start and end on the window end, not beyond', () => {
    expect(
      startsOf(findFreeSlots({ ...jan14, round, window: between('2026-01-14T10:15', '2026-01-14T11:30') })),
    ).toEqual(quarterHours('2026-01-14T10:15', '2026-01-14T11:00'));
    expect(
      startsOf(findFreeSlots({ ...jan14, round, window: between('2026-01-14T10:10', '2026-01-14T11:29') })),
    ).toEqual(quarterHours('2026-01-14T10:15', '2026-01-14T10:45'));
    expect(findFreeSlots({ ...jan14, round, window: between('2026-01-14T10:10', '2026-01-14T10:39') })).toEqual([]);
  });

  it('the limit keeps the earliest slots', () => {
    expect(startsOf(findFreeSlots({ ...jan14, round, limit: 3 }))).toEqual(
      quarterHours('2026-01-14T09:00', '2026-01-14T09:30'),
    );
    expect(startsOf(findFreeSlots({ ...jan14, round, stepMinutes: 60, limit: 2 }))).toEqual([
      '2026-01-14T09:00',
      '2026-01-14T10:00',
    ]);
  });
});

describe('input that is itself wrong', () => {
  const input = { ...jan14, round: fixedRound(['lena'], 30) };

  it('is refused with a message safe to show', () => {
    const refusal = (message: string) => expect.objectContaining({ statusCode: 400, message });
    const lunch = makeInterviewer('lena', 'Europe/London', { mon: [{ start: '13:30', end: '12:30' }] });
    expect(() => findFreeSlots({ ...input, interviewers: [lunch] })).toThrow(
      refusal('Interviewer lena has working hours 13:30–12:30 on mon: expected HH:MM–HH:MM, end after start'),
    );
    expect(() => findFreeSlots({ ...input, round: fixedRound(['lena', 'nobody'], 30) })).toThrow(
      refusal('Interviewer nobody of the panel is unknown'),
    );
    expect(() => findFreeSlots({ ...input, window: between('2026-01-01T00:00', '2027-01-03T00:00') })).toThrow(
      refusal('The scheduling window spans 366 days at most'),
    );
    expect(() => findFreeSlots({ ...input, stepMinutes: 0 })).toThrow(
      refusal('Slots start on a step of a whole number of minutes, at least one'),
    );
  });
});

describe('time zones', () => {
  it('knows IANA zones and their links, not offsets or made-up names', () => {
    for (const zone of ['Asia/Kolkata', 'Asia/Calcutta', 'Europe/London', 'America/New_York', 'UTC'])
      expect(isValidTimeZone(zone), zone).toBe(true);
    for (const zone of ['Mars/Base', '+05:30', 'GMT+5:30', '', 'Europe/Londres'])
      expect(isValidTimeZone(zone), zone).toBe(false);
  });

  it('refuses a panel member with an unknown zone, saying who', () => {
    const lost = makeInterviewer('lost', 'Mars/Base', workweek(['09:00', '17:00']));
    expect(() =>
      findFreeSlots({ ...jan14, interviewers: [lena, lost], round: fixedRound(['lena', 'lost'], 30) }),
    ).toThrow(
      expect.objectContaining({ statusCode: 400, message: 'Interviewer lost has an unknown time zone "Mars/Base"' }),
    );
  });
});
