// The checked, normalised reading of a scheduling context that the finder and the booking check
// share. What is wrong with the input itself (an unknown zone, a malformed time) is an error with
// a message safe to show; what only makes a slot unbookable is not.
import { badRequest } from '../../lib/http-error.ts';
import { MINUTE_MS, readWallClock } from './interviewer-calendar.ts';
import { isValidTimeZone } from './time-zones.ts';
import type { ExistingInterview, Interviewer, SchedulingContext } from './slot-types.ts';

export type SlotSearch = {
  /** The panel's interviewers, in the round's order. */
  members: Interviewer[];
  /** How many must sit together: all of a fixed panel, `size` of a pool. */
  needed: number;
  isPool: boolean;
  durationMs: number;
  beforeMs: number;
  afterMs: number;
  /** Now plus the minimum notice: no slot starts before it. */
  noticeEnd: number;
  /** The earliest allowed start: the window's start or the notice's end, whichever is later. */
  earliestStart: number;
  /** The latest allowed start, so that the slot ends by the window's end. */
  latestStart: number;
  existingOf: (interviewerId: string) => readonly ExistingInterview[];
};

const MAX_WINDOW_DAYS = 366;

const isWholeNumber = (value: number, least: number) => Number.isInteger(value) && value >= least;

const checkInterviewer = (interviewer: Interviewer) => {
  if (!isValidTimeZone(interviewer.timeZone))
    throw badRequest(`Interviewer ${interviewer.id} has an unknown time zone "${interviewer.timeZone}"`);
  for (const [weekday, ranges] of Object.entries(interviewer.weeklyHours)) {
    for (const range of ranges ?? []) {
      const start = readWallClock(range.start);
      const end = readWallClock(range.end);
      if (start === null || end === null || end <= start) {
        throw badRequest(
          `Interviewer ${interviewer.id} has working hours ${range.start}–${range.end} on ${weekday}: expected HH:MM–HH:MM, end after start`,
        );
      }
    }
  }
  for (const cap of [interviewer.maxPerDay, interviewer.maxPerWeek]) {
    if (cap !== null && !isWholeNumber(cap, 0))
      throw badRequest(`Interviewer ${interviewer.id} has a cap that is not a whole number`);
  }
};

/** Checks a context and reads it for the finder and the check. */
export const readSlotSearch = (context: SchedulingContext): SlotSearch => {
  const { round, window } = context;
  const minNotice = context.minNoticeMinutes ?? 0;
  if (!isWholeNumber(round.durationMinutes, 1))
    throw badRequest('An interview lasts a whole number of minutes, at least one');
  if (
    !isWholeNumber(round.bufferBeforeMinutes, 0) ||
    !isWholeNumber(round.bufferAfterMinutes, 0) ||
    !isWholeNumber(minNotice, 0)
  ) {
    throw badRequest('Buffers and notice are whole numbers of minutes, zero or more');
  }
  if (
    !(window.start < window.end) ||
    !Number.isFinite(window.start) ||
    !Number.isFinite(window.end) ||
    !Number.isFinite(context.now)
  ) {
    throw badRequest('The scheduling window ends after it starts, and both it and now are instants');
  }
  // Each day of the window costs each interviewer a few time-zone look-ups: bound the work one request can ask for.
  if (window.end - window.start > MAX_WINDOW_DAYS * 86_400_000)
    throw badRequest(`The scheduling window spans ${MAX_WINDOW_DAYS} days at most`);

  const ids = round.panel.interviewerIds;
  if (new Set(ids).size !== ids.length) throw badRequest('A panel names each interviewer once');
  const needed = round.panel.kind === 'pool' ? round.panel.size : ids.length;
  if (!Number.isInteger(needed) || needed < 1) throw badRequest('A panel has at least one interviewer');

  const known = new Map(context.interviewers.map((interviewer) => [interviewer.id, interviewer]));
  const members = ids.map((id) => {
    const interviewer = known.get(id);
    if (!interviewer) throw badRequest(`Interviewer ${id} of the panel is unknown`);
    checkInterviewer(interviewer);
    return interviewer;
  });

  const existing = new Map<string, ExistingInterview[]>();
  for (const interview of context.existing) {
    const list = existing.get(interview.interviewerId);
    if (list) list.push(interview);
    else existing.set(interview.interviewerId, [interview]);
  }

  const durationMs = round.durationMinutes * MINUTE_MS;
  const noticeEnd = context.now + minNotice * MINUTE_MS;
  return {
    members,
    needed,
    isPool: round.panel.kind === 'pool',
    durationMs,
    beforeMs: round.bufferBeforeMinutes * MINUTE_MS,
    afterMs: round.bufferAfterMinutes * MINUTE_MS,
    noticeEnd,
    earliestStart: Math.max(window.start, noticeEnd),
    latestStart: window.end - durationMs,
    existingOf: (interviewerId) => existing.get(interviewerId) ?? [],
  };
};
