// The free-slot finder for interview scheduling (#18 item 3): the times a panel can sit together,
// each interviewer inside their own working hours in their own zone, clear of their interviews
// and buffers, under their daily and weekly caps. Pure: the caller loads the interviewers and
// their interviews and books what it picks (checkSlot confirms a pick at booking time).
//
// Per interviewer it works out the spans of instants at which an interview could start (working
// time less the clashes with padded interviews and the days that caps close), then sweeps the
// panel's span edges in time order and lists the step-aligned starts where enough are free: the
// cost follows the number of spans, not steps times interviews.
import { badRequest } from '../../lib/http-error.ts';
import { buildCalendar, capsReachedAt, loadAt, MINUTE_MS, type InterviewerCalendar } from './interviewer-calendar.ts';
import { readSlotSearch, type SlotSearch } from './slot-search.ts';
import { subtractSpans, type Span } from './spans.ts';
import type { FindFreeSlotsInput, FreeSlot } from './slot-types.ts';

export { checkSlot } from './check-slot.ts';
export { isValidTimeZone } from './time-zones.ts';
export { weekdays } from './slot-types.ts';
export type * from './slot-types.ts';

/** The starts at which one interviewer could take the round, as sorted, disjoint spans. */
const openStarts = (calendar: InterviewerCalendar, search: SlotSearch): Span[] => {
  const { durationMs, beforeMs, afterMs, earliestStart, latestStart } = search;
  const fits = calendar.working
    .map((work) => ({
      start: Math.max(work.start, earliestStart),
      end: Math.min(work.end - durationMs, latestStart) + 1,
    }))
    .filter((span) => span.end > span.start);
  // A start s clashes with a taken span [a, b) when s - before < b and s + duration + after > a.
  const clashes = calendar.taken.map((taken) => ({
    start: taken.start - durationMs - afterMs + 1,
    end: taken.end + beforeMs,
  }));
  const fullDays = calendar.dayStarts.slice(0, -1).flatMap((dayStart, day) => {
    const caps = capsReachedAt(calendar, dayStart);
    return caps.daily || caps.weekly ? [{ start: dayStart, end: calendar.dayStarts[day + 1]! }] : [];
  });
  return subtractSpans(fits, [...clashes, ...fullDays]);
};

/** A pool's order: fewest interviews that week, then that day, then by id. */
const byLoad = (a: { id: string; week: number; day: number }, b: { id: string; week: number; day: number }) =>
  a.week - b.week || a.day - b.day || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const slotAt = (start: number, free: InterviewerCalendar[], search: SlotSearch): FreeSlot => {
  const end = start + search.durationMs;
  if (!search.isPool)
    return { start, end, interviewerIds: free.map((calendar) => calendar.interviewer.id), alternateIds: [] };
  const ordered = free.map((calendar) => ({ id: calendar.interviewer.id, ...loadAt(calendar, start)! })).sort(byLoad);
  return {
    start,
    end,
    interviewerIds: ordered.slice(0, search.needed).map(({ id }) => id),
    alternateIds: ordered.slice(search.needed).map(({ id }) => id),
  };
};

/** The bookable slots of a round in time order (the earliest `limit` of them). Throws an HttpError 400 on input that is itself wrong. */
export const findFreeSlots = (input: FindFreeSlotsInput): FreeSlot[] => {
  const search = readSlotSearch(input);
  const stepMinutes = input.stepMinutes ?? 15;
  if (!Number.isInteger(stepMinutes) || stepMinutes < 1)
    throw badRequest('Slots start on a step of a whole number of minutes, at least one');
  const stepMs = stepMinutes * MINUTE_MS;
  const limit = input.limit ?? Number.POSITIVE_INFINITY;

  const members = search.members.filter((interviewer) => interviewer.isActive);
  if (!search.isPool && members.length < search.members.length) return [];
  if (members.length < search.needed || search.earliestStart > search.latestStart || limit < 1) return [];

  const calendars = members.map((interviewer) =>
    buildCalendar(interviewer, search.existingOf(interviewer.id), input.window.start, input.window.end),
  );
  const edges = calendars
    .flatMap((calendar, member) =>
      openStarts(calendar, search).flatMap(({ start, end }) => [
        { at: start, member, delta: 1 },
        { at: end, member, delta: -1 },
      ]),
    )
    .sort((a, b) => a.at - b.at);

  const openCount = new Array<number>(calendars.length).fill(0);
  let freeCount = 0;
  const slots: FreeSlot[] = [];
  for (let i = 0; i < edges.length && slots.length < limit;) {
    const at = edges[i]!.at;
    for (; i < edges.length && edges[i]!.at === at; i++) {
      const { member, delta } = edges[i]!;
      if (openCount[member] === 0 && delta > 0) freeCount++;
      openCount[member]! += delta;
      if (openCount[member] === 0 && delta < 0) freeCount--;
    }
    if (freeCount < search.needed || i === edges.length) continue;
    const free = calendars.filter((_, member) => openCount[member]! > 0);
    for (let start = Math.ceil(at / stepMs) * stepMs; start < edges[i]!.at && slots.length < limit; start += stepMs)
      slots.push(slotAt(start, free, search));
  }
  return slots;
};
