import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkSlot,
  findFreeSlots,
  type CheckSlotInput,
  type ExistingInterview,
  type Interviewer,
  type SchedulingContext,
} from './free-slots.ts';
import { between, booked, fixedRound, makeInterviewer, poolRound, utc, workweek } from './slot-testing.ts';

// Wednesday 14 January 2026: London is on UTC, Kolkata UTC+5:30.
const lena = makeInterviewer('lena', 'Europe/London', workweek(['09:00', '12:30'], ['13:30', '17:00']));
const isha = makeInterviewer('isha', 'Asia/Kolkata', workweek(['14:00', '23:00']), { maxPerDay: 2, maxPerWeek: 3 }); // 08:30–17:30 UTC
const context: SchedulingContext = {
  interviewers: [
    lena,
    isha,
    makeInterviewer('omar', 'Europe/London', workweek(['09:00', '17:00']), { isActive: false }),
  ],
  existing: [booked('lena', '2026-01-14T10:00', '2026-01-14T11:00', 0, 15)],
  round: fixedRound(['lena', 'isha'], 60, { bufferBeforeMinutes: 10 }),
  window: between('2026-01-12T00:00', '2026-01-17T00:00'),
  now: utc('2026-01-13T09:00'),
  minNoticeMinutes: 24 * 60,
};
const check = (start: string, fields: Partial<CheckSlotInput> = {}) =>
  checkSlot({ ...context, start: utc(start), interviewerIds: ['lena', 'isha'], ...fields });

describe('checkSlot', () => {
  it('books a slot the finder offers', () => {
    expect(check('2026-01-14T14:00')).toEqual({ isBookable: true });
    expect(check('2026-01-14T14:05')).toEqual({ isBookable: true }); // off the step is fine
  });

  it('says when the slot is outside the window or too soon', () => {
    expect(check('2026-01-16T23:30')).toEqual({
      isBookable: false,
      problems: [
        { reason: 'outside-window', interviewerId: null },
        { reason: 'outside-working-hours', interviewerId: 'lena' },
        { reason: 'outside-working-hours', interviewerId: 'isha' },
      ],
    });
    expect(check('2026-01-14T08:55')).toEqual({
      isBookable: false,
      problems: [
        { reason: 'too-soon', interviewerId: null },
        { reason: 'outside-working-hours', interviewerId: 'lena' },
      ],
    });
  });

  it('says who is outside working hours, across a break too', () => {
    expect(check('2026-01-14T12:00')).toEqual({
      isBookable: false,
      problems: [{ reason: 'outside-working-hours', interviewerId: 'lena' }],
    });
    expect(check('2026-01-14T08:00', { now: 0 })).toEqual({
      isBookable: false,
      problems: [
        { reason: 'outside-working-hours', interviewerId: 'lena' },
        { reason: 'outside-working-hours', interviewerId: 'isha' },
      ],
    });
  });

  it('says who is busy, buffers included on both sides', () => {
    // Taken 10:00–11:15; the new hour needs 10 minutes before it.
    expect(check('2026-01-14T09:00').isBookable).toBe(true);
    expect(check('2026-01-14T09:01')).toEqual({
      isBookable: false,
      problems: [{ reason: 'busy', interviewerId: 'lena' }],
    });
    expect(check('2026-01-14T11:24')).toEqual({
      isBookable: false,
      problems: [{ reason: 'busy', interviewerId: 'lena' }],
    });
    expect(check('2026-01-14T11:25').isBookable).toBe(true);
  });

  it('says whose daily or weekly cap is reached, on their local day', () => {
    // Tuesday 20:00 and 23:00 UTC are Wednesday 01:30 and 04:30 in Kolkata; Monday makes three that week.
    const existing = [
      booked('isha', '2026-01-13T20:00', '2026-01-13T20:30'),
      booked('isha', '2026-01-13T23:00', '2026-01-13T23:30'),
    ];
    expect(check('2026-01-14T14:00', { existing })).toEqual({
      isBookable: false,
      problems: [{ reason: 'daily-cap-reached', interviewerId: 'isha' }],
    });
    expect(check('2026-01-15T14:00', { existing }).isBookable).toBe(true);
    const three = [...existing, booked('isha', '2026-01-12T10:00', '2026-01-12T10:30')];
    expect(check('2026-01-15T14:00', { existing: three })).toEqual({
      isBookable: false,
      problems: [{ reason: 'weekly-cap-reached', interviewerId: 'isha' }],
    });
  });

  it('says when the people picked are not the panel', () => {
    expect(check('2026-01-14T14:00', { interviewerIds: ['lena', 'omar'] })).toEqual({
      isBookable: false,
      problems: [
        { reason: 'wrong-panel', interviewerId: 'omar' },
        { reason: 'wrong-panel', interviewerId: 'isha' },
      ],
    });
    const pool = poolRound(['lena', 'isha', 'omar'], 2, 60);
    expect(check('2026-01-14T14:00', { round: pool, interviewerIds: ['lena'] })).toEqual({
      isBookable: false,
      problems: [{ reason: 'wrong-panel', interviewerId: null }],
    });
    expect(check('2026-01-14T14:00', { round: pool, interviewerIds: ['lena', 'omar'] })).toEqual({
      isBookable: false,
      problems: [{ reason: 'inactive', interviewerId: 'omar' }],
    });
    expect(check('2026-01-14T14:00', { round: pool }).isBookable).toBe(true);
  });
});

describe('the finder and the check agree', () => {
  const zones = ['Asia/Kolkata', 'Europe/London', 'America/New_York', 'Australia/Sydney', 'America/Sao_Paulo'];
  const clock = (minutes: number) =>
    `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  const range = fc
    .tuple(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 4, max: 48 }))
    .map(([from, length]) => ({ start: clock(from * 15), end: clock(Math.min(96, from + length) * 15) }));
  // No cap half the time, so that most scenarios leave slots to compare.
  const cap = (min: number, max: number) => fc.option(fc.integer({ min, max }), { freq: 1 });
  const interviewer = (id: string) =>
    fc
      .record({
        zone: fc.constantFrom(...zones),
        ranges: fc.array(range, { minLength: 1, maxLength: 2 }),
        maxPerDay: cap(0, 3),
        maxPerWeek: cap(0, 8),
      })
      .map(({ zone, ranges, maxPerDay, maxPerWeek }): Interviewer =>
        makeInterviewer(
          id,
          zone,
          { mon: ranges, tue: ranges, fri: ranges, sat: ranges, sun: ranges },
          { maxPerDay, maxPerWeek },
        ),
      );
  // Buffers and interviews on quarter hours meet the half-hour steps exactly, where an off-by-one would show.
  const buffer = fc.constantFrom(0, 5, 15, 30);
  const interview = (ids: string[]) =>
    fc
      .tuple(
        fc.constantFrom(...ids),
        fc.integer({ min: 0, max: 4 * 96 }),
        fc.integer({ min: 1, max: 8 }),
        buffer,
        buffer,
      )
      .map(([interviewerId, quarter, length, before, after]) => ({ interviewerId, quarter, length, before, after }));
  const ids = ['p', 'q', 'r'];
  const scenario = fc.record({
    // Three days around a change: Europe's spring (29 March 2026) and autumn (25 October), the United States' autumn (1 November).
    from: fc.constantFrom(utc('2026-03-28T00:00'), utc('2026-10-24T00:00'), utc('2026-10-31T00:00')),
    interviewers: fc.tuple(...ids.map(interviewer)),
    existing: fc.array(interview(ids), { maxLength: 25 }),
    duration: fc.constantFrom(30, 45, 60, 90),
    before: buffer,
    after: buffer,
    size: fc.constantFrom(1, 2, 2, 3),
  });

  it('every step of the window is offered exactly when enough of the panel can each be booked, the slot with its free members', () => {
    fc.assert(
      fc.property(scenario, ({ from, interviewers, existing: quarters, duration, before, after, size }) => {
        const existing = quarters.map(({ interviewerId, quarter, length, before, after }): ExistingInterview => ({
          interviewerId,
          start: from + quarter * 900_000,
          end: from + (quarter + length) * 900_000,
          bufferBeforeMinutes: before,
          bufferAfterMinutes: after,
        }));
        const round = { ...poolRound(ids, size, duration), bufferBeforeMinutes: before, bufferAfterMinutes: after };
        const base = {
          interviewers,
          existing,
          round,
          window: { start: from + 3_600_000, end: from + 3 * 86_400_000 },
          now: from,
          minNoticeMinutes: 300,
        };
        const offered = new Map(findFreeSlots({ ...base, stepMinutes: 30 }).map((slot) => [slot.start, slot]));
        for (let start = from; start < base.window.end; start += 30 * 60_000) {
          const alone = ids.filter(
            (id) =>
              checkSlot({
                ...base,
                round: { ...round, panel: { kind: 'fixed', interviewerIds: [id] } },
                start,
                interviewerIds: [id],
              }).isBookable,
          );
          const slot = offered.get(start);
          expect(
            slot ? [...slot.interviewerIds, ...slot.alternateIds].sort() : [],
            new Date(start).toISOString(),
          ).toEqual(alone.length >= size ? alone : []);
          if (slot)
            expect(checkSlot({ ...base, start, interviewerIds: slot.interviewerIds })).toEqual({ isBookable: true });
        }
      }),
      { numRuns: 25 },
    );
  });
});

describe('speed', () => {
  it('a pool of five across zones over 30 days with 1,000 existing interviews, well inside a generous bound', () => {
    const zonesOfFive = ['Asia/Kolkata', 'Europe/London', 'America/New_York', 'Europe/Berlin', 'Asia/Singapore'];
    const interviewers = zonesOfFive.map((zone, i) =>
      makeInterviewer(`i${i}`, zone, workweek(['09:00', '12:30'], ['13:30', '18:00']), {
        maxPerDay: 10,
        maxPerWeek: 60,
      }),
    );
    const start = utc('2026-03-02T00:00');
    let seed = 7;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    const existing = Array.from({ length: 1000 }, (_, i): ExistingInterview => {
      const at = start + Math.floor(random() * 30 * 96) * 900_000;
      return {
        interviewerId: `i${i % 5}`,
        start: at,
        end: at + 3_600_000,
        bufferBeforeMinutes: 10,
        bufferAfterMinutes: 10,
      };
    });
    const input = {
      interviewers,
      existing,
      round: {
        ...poolRound(
          interviewers.map(({ id }) => id),
          2,
          60,
        ),
        bufferBeforeMinutes: 10,
        bufferAfterMinutes: 10,
      },
      window: { start, end: start + 30 * 86_400_000 },
      now: start,
    };
    findFreeSlots(input); // warm up
    const began = performance.now();
    const slots = findFreeSlots(input);
    const took = performance.now() - began;
    console.info(`free slots: ${slots.length} for 5 people, 30 days, 1,000 interviews in ${took.toFixed(1)} ms`);
    expect(slots.length).toBeGreaterThan(0);
    expect(took).toBeLessThan(500);
  });
});
