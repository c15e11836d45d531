import { weekdayLabels, weekdays, type WorkingHours } from '@agentdesk/shared';
import { clockMinutes } from './zoned-time.ts';

const rangesText = (hours: WorkingHours, day: (typeof weekdays)[number]) =>
  (hours[day] ?? []).map((range) => `${range.start}–${range.end}`).join(', ');

/** 'Mon–Fri 09:00–17:00; Sat 10:00–12:00': runs of days with the same ranges, days off left out. */
export const summarizeHours = (hours: WorkingHours): string => {
  const runs: { first: string; last: string; text: string }[] = [];
  for (const day of weekdays) {
    const text = rangesText(hours, day);
    const previous = runs.at(-1);
    const short = weekdayLabels[day].slice(0, 3);
    if (
      text !== '' &&
      previous !== undefined &&
      previous.text === text &&
      previous.last === weekdayLabels[weekdays[weekdays.indexOf(day) - 1]!].slice(0, 3)
    )
      previous.last = short;
    else if (text !== '') runs.push({ first: short, last: short, text });
  }
  return runs.length === 0
    ? 'No working hours'
    : runs.map((run) => `${run.first === run.last ? run.first : `${run.first}–${run.last}`} ${run.text}`).join('; ');
};

/** Whether each day's ranges end after they start and do not overlap (the server's rule, said before asking it). */
export const areHoursValid = (hours: WorkingHours): boolean =>
  weekdays.every((day) => {
    const ranges = [...(hours[day] ?? [])].sort((a, b) => clockMinutes(a.start) - clockMinutes(b.start));
    return ranges.every(
      (range, index) =>
        clockMinutes(range.end) > clockMinutes(range.start) &&
        (index === 0 || clockMinutes(range.start) >= clockMinutes(ranges[index - 1]!.end)),
    );
  });
