// Whether one picked slot can be booked, and if not every reason why, so the booking API can
// answer 409 with them. It tests the slot directly rather than through the finder's spans; the
// tests hold the two to the same answers. The step is not checked: a slot off the step is fine.
import { badRequest } from '../../lib/http-error.ts';
import { buildCalendar, capsReachedAt } from './interviewer-calendar.ts';
import { readSlotSearch } from './slot-search.ts';
import { coversSpan, overlapsAny } from './spans.ts';
import type { CheckSlotInput, SlotCheck, SlotProblem } from './slot-types.ts';

/** What is wrong with the people picked: someone not on the panel (or twice), a fixed member missing, or a pool pick of the wrong size. */
const panelProblems = (input: CheckSlotInput, needed: number): SlotProblem[] => {
  const panel = new Set(input.round.panel.interviewerIds);
  const seen = new Set<string>();
  const problems: SlotProblem[] = [];
  for (const id of input.interviewerIds) {
    if (!panel.has(id) || seen.has(id)) problems.push({ reason: 'wrong-panel', interviewerId: id });
    seen.add(id);
  }
  if (input.round.panel.kind === 'fixed') {
    for (const id of panel) if (!seen.has(id)) problems.push({ reason: 'wrong-panel', interviewerId: id });
  } else if (seen.size !== needed) problems.push({ reason: 'wrong-panel', interviewerId: null });
  return problems;
};

/** Whether `start` with `interviewerIds` is bookable for the round; every problem in order: the panel, the slot, then each interviewer. */
export const checkSlot = (input: CheckSlotInput): SlotCheck => {
  const search = readSlotSearch(input);
  const { start } = input;
  if (!Number.isFinite(start)) throw badRequest('A slot starts at an instant');
  const end = start + search.durationMs;
  const problems = panelProblems(input, search.needed);
  if (start < input.window.start || end > input.window.end)
    problems.push({ reason: 'outside-window', interviewerId: null });
  if (start < search.noticeEnd) problems.push({ reason: 'too-soon', interviewerId: null });

  const picked = new Set(input.interviewerIds);
  for (const interviewer of search.members.filter((member) => picked.has(member.id))) {
    const interviewerId = interviewer.id;
    if (!interviewer.isActive) {
      problems.push({ reason: 'inactive', interviewerId });
      continue;
    }
    const calendar = buildCalendar(interviewer, search.existingOf(interviewerId), start, end);
    if (!coversSpan(calendar.working, start, end)) problems.push({ reason: 'outside-working-hours', interviewerId });
    if (overlapsAny(calendar.taken, start - search.beforeMs, end + search.afterMs))
      problems.push({ reason: 'busy', interviewerId });
    const caps = capsReachedAt(calendar, start);
    if (caps.daily) problems.push({ reason: 'daily-cap-reached', interviewerId });
    if (caps.weekly) problems.push({ reason: 'weekly-cap-reached', interviewerId });
  }
  return problems.length === 0 ? { isBookable: true } : { isBookable: false, problems };
};
