// Every expected slot below was worked out by hand from the zones' offsets before the finder ran.
import { describe, expect, it } from 'vitest';
import { findFreeSlots } from './free-slots.ts';
import { between, fixedRound, makeInterviewer, poolRound, startsOf, utc, workweek } from './slot-testing.ts';

// Panels across time zones and daylight-saving changes; free-slots-rules.pglite.test.ts holds
// buffers, loads, caps, notice, window, limit and refusals.

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
