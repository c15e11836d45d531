// Builders the slot finder's tests share: instants written as UTC wall-clock text, interviewers
// with a working week, rounds and existing interviews.
import type { ExistingInterview, FreeSlot, Interviewer, InterviewRound, WeeklyHours } from './slot-types.ts';

/** "2026-06-17T08:30" read as UTC. */
export const utc = (text: string): number => Date.parse(`${text}Z`);

/** An instant as "2026-06-17T08:30" in UTC. */
export const utcText = (instant: number): string => new Date(instant).toISOString().slice(0, 16);

/** The slots' starts as UTC text, to compare with starts written by hand. */
export const startsOf = (slots: readonly FreeSlot[]): string[] => slots.map((slot) => utcText(slot.start));

/** The same local ranges Monday to Friday. */
export const workweek = (...ranges: [string, string][]): WeeklyHours => {
  const day = ranges.map(([start, end]) => ({ start, end }));
  return { mon: day, tue: day, wed: day, thu: day, fri: day };
};

export const makeInterviewer = (
  id: string,
  timeZone: string,
  weeklyHours: WeeklyHours,
  fields: Partial<Interviewer> = {},
): Interviewer => ({
  id,
  timeZone,
  weeklyHours,
  maxPerDay: null,
  maxPerWeek: null,
  isActive: true,
  ...fields,
});

export const fixedRound = (
  interviewerIds: string[],
  durationMinutes: number,
  fields: Partial<InterviewRound> = {},
): InterviewRound => ({
  durationMinutes,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  panel: { kind: 'fixed', interviewerIds },
  ...fields,
});

export const poolRound = (interviewerIds: string[], size: number, durationMinutes: number): InterviewRound => ({
  durationMinutes,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  panel: { kind: 'pool', interviewerIds, size },
});

/** An existing interview between two UTC texts, with its own buffers. */
export const booked = (
  interviewerId: string,
  start: string,
  end: string,
  bufferBeforeMinutes = 0,
  bufferAfterMinutes = 0,
): ExistingInterview => ({
  interviewerId,
  start: utc(start),
  end: utc(end),
  bufferBeforeMinutes,
  bufferAfterMinutes,
});

/** A window between two UTC texts. */
export const between = (start: string, end: string) => ({ start: utc(start), end: utc(end) });
