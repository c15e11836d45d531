// Every expected slot below was worked out by hand from the zones' offsets before the finder ran.
import { describe, expect, it } from 'vitest';
import { findFreeSlots, isValidTimeZone, type FindFreeSlotsInput } from './free-slots.ts';
import { between, booked, fixedRound, makeInterviewer, poolRound, startsOf, utc, workweek } from './slot-testing.ts';

// Wednesday 17 June 2026: Kolkata is UTC+5:30, London (summer time) UTC+1, New York (summer time) UTC-4.
const asha = makeInterviewer('asha', 'Asia/Kolkata', workweek(['14:00', '20:00'])); // 08:30–14:30 UTC
const ben = makeInterviewer('ben', 'Europe/London', workweek(['09:00', '12:30'], ['13:30', '17:00'])); // 08:00–11:30, 12:30–16:00 UTC
const cruz = makeInterviewer('cruz', 'America/New_York', workweek(['08:00', '12:00'])); // 12:00–16:00 UTC
const june17 = {
  interviewers: [asha, ben, cruz],
  existing: [],
  now: utc('2026-06-01T00:00'),
  window: between('2026-06-17T00:00', '2026-06-18T00:00'),
  stepMinutes: 30,
};

describe('a panel across three time zones', () => {
  it('a fixed panel of two sits only where both working days overlap, around the lunch break', () => {
    const slots = findFreeSlots({ ...june17, round: fixedRound(['asha', 'ben'], 60) });
    expect(startsOf(slots)).toEqual(
      ['08:30', '09:00', '09:30', '10:00', '10:30', '12:30', '13:00', '13:30'].map((time) => `2026-06-17T${time}`),
    );
    expect(slots[0]).toEqual({
      start: utc('2026-06-17T08:30'),
      end: utc('2026-06-17T09:30'),
      interviewerIds: ['asha', 'ben'],
      alternateIds: [],
    });
  });

  it('a pool of two from three takes whichever two are free, by id when their loads are equal', () => {
    const slots = findFreeSlots({ ...june17, round: poolRound(['cruz', 'ben', 'asha'], 2, 60) });
    const ab = { interviewerIds: ['asha', 'ben'], alternateIds: [] };
    const abc = { interviewerIds: ['asha', 'ben'], alternateIds: ['cruz'] };
    const ac = { interviewerIds: ['asha', 'cruz'], alternateIds: [] };
    const bc = { interviewerIds: ['ben', 'cruz'], alternateIds: [] };
    const expected = {
      '08:30': ab,
      '09:00': ab,
      '09:30': ab,
      '10:00': ab,
      '10:30': ab,
      '12:00': ac,
      '12:30': abc,
      '13:00': abc,
      '13:30': abc,
      '14:00': bc,
      '14:30': bc,
      '15:00': bc,
    };
    expect(slots.map(({ start, interviewerIds, alternateIds }) => ({ start, interviewerIds, alternateIds }))).toEqual(
      Object.entries(expected).map(([time, panel]) => ({ start: utc(`2026-06-17T${time}`), ...panel })),
    );
  });

  it('an inactive member of a fixed panel leaves no slot; an inactive pool member is passed over', () => {
    const away = { ...june17, interviewers: [asha, { ...ben, isActive: false }, cruz] };
    expect(findFreeSlots({ ...away, round: fixedRound(['asha', 'ben'], 60) })).toEqual([]);
    expect(startsOf(findFreeSlots({ ...away, round: poolRound(['asha', 'ben', 'cruz'], 2, 60) }))).toEqual([
      '2026-06-17T12:00',
      '2026-06-17T12:30',
      '2026-06-17T13:00',
      '2026-06-17T13:30',
    ]);
  });
});

describe('daylight-saving changes keep working hours on local wall-clock time', () => {
  const nineToTen = workweek(['09:00', '10:00']);
  const firstHours = (timeZone: string) =>
    startsOf(
      findFreeSlots({
        interviewers: [makeInterviewer('x', timeZone, nineToTen)],
        existing: [],
        now: 0,
        window: between('2026-10-22T00:00', '2026-11-04T00:00'),
        stepMinutes: 30,
        round: fixedRound(['x'], 60),
      }),
    );
  const autumnDays = ['10-22', '10-23', '10-26', '10-27', '10-28', '10-29', '10-30', '11-02', '11-03'];

  it('autumn 2026: London leaves summer time on 25 October, New York on 1 November, Kolkata never', () => {
    expect(firstHours('Europe/London')).toEqual(
      autumnDays.map((day) => `2026-${day}T${day < '10-26' ? '08:00' : '09:00'}`),
    );
    expect(firstHours('America/New_York')).toEqual(
      autumnDays.map((day) => `2026-${day}T${day < '11-02' ? '13:00' : '14:00'}`),
    );
    expect(firstHours('Asia/Kolkata')).toEqual(autumnDays.map((day) => `2026-${day}T03:30`));
  });

  it('spring 2026: a London–New York panel gains an hour when New York changes (8 March) and loses it when London does (29 March)', () => {
    const london = makeInterviewer('london', 'Europe/London', workweek(['09:00', '17:00']));
    const newYork = makeInterviewer('new-york', 'America/New_York', workweek(['09:00', '17:00']));
    const panel = (start: string, end: string) =>
      startsOf(
        findFreeSlots({
          interviewers: [london, newYork],
          existing: [],
          now: 0,
          window: between(start, end),
          stepMinutes: 60,
          round: fixedRound(['london', 'new-york'], 60),
        }),
      );
    // Fri 6 March: London 09–17 UTC, New York 14–22 UTC; Mon 9 March: New York 13–21 UTC.
    expect(panel('2026-03-06T00:00', '2026-03-10T00:00')).toEqual([
      '2026-03-06T14:00',
      '2026-03-06T15:00',
      '2026-03-06T16:00',
      '2026-03-09T13:00',
      '2026-03-09T14:00',
      '2026-03-09T15:00',
      '2026-03-09T16:00',
    ]);
    // Fri 27 March: London still 09–17 UTC; Mon 30 March: London 08–16 UTC.
    expect(panel('2026-03-27T00:00', '2026-03-31T00:00')).toEqual([
      '2026-03-27T13:00',
      '2026-03-27T14:00',
      '2026-03-27T15:00',
      '2026-03-27T16:00',
      '2026-03-30T13:00',
      '2026-03-30T14:00',
      '2026-03-30T15:00',
    ]);
  });

  it('on the day of the change, 00:00–04:00 in London lasts three hours', () => {
    const night = makeInterviewer('night', 'Europe/London', { sun: [{ start: '00:00', end: '04:00' }] });
    const slots = findFreeSlots({
      interviewers: [night],
      existing: [],
      now: 0,
      window: between('2026-03-29T00:00', '2026-03-30T00:00'),
      stepMinutes: 60,
      round: fixedRound(['night'], 60),
    });
    expect(startsOf(slots)).toEqual(['2026-03-29T00:00', '2026-03-29T01:00', '2026-03-29T02:00']);
  });

  it('a day whose midnight is skipped (Santiago, 6 September 2026) still starts work at 09:00 local', () => {
    const santiago = makeInterviewer('santiago', 'America/Santiago', {
      sat: [{ start: '09:00', end: '10:00' }],
      sun: [{ start: '09:00', end: '10:00' }],
      mon: [{ start: '09:00', end: '10:00' }],
    });
    const slots = findFreeSlots({
      interviewers: [santiago],
      existing: [],
      now: 0,
      window: between('2026-09-05T00:00', '2026-09-08T00:00'),
      stepMinutes: 60,
      round: fixedRound(['santiago'], 60),
    });
    // Saturday at UTC-4, then clocks jump from 24:00 to 01:00: Sunday and Monday at UTC-3.
    expect(startsOf(slots)).toEqual(['2026-09-05T13:00', '2026-09-06T12:00', '2026-09-07T12:00']);
  });
});

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
