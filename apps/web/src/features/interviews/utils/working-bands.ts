import type { WorkingHours } from '@agentdesk/shared';
import { addDays, clockMinutes, minutesInDay, weekdayOfDate, zonedMoment } from './zoned-time.ts';

/** A stretch of the viewer's day, in minutes past its midnight. */
export type Band = { start: number; end: number };

/**
 * An interviewer's working hours as they fall on the viewer's `date` in the viewer's zone: each
 * range of the interviewer's days around it (their day before, of and after, since the zones
 * differ), turned into moments in their zone and clipped to the viewer's day.
 */
export const workingBands = ({
  hours,
  hoursZone,
  date,
  zone,
}: {
  hours: WorkingHours;
  hoursZone: string;
  date: string;
  zone: string;
}): Band[] => {
  const dayStart = zonedMoment(date, 0, zone);
  const dayEnd = zonedMoment(addDays(date, 1), 0, zone);
  const bands: Band[] = [];
  for (const offset of [-1, 0, 1]) {
    const theirDate = addDays(date, offset);
    for (const range of hours[weekdayOfDate(theirDate)] ?? []) {
      const start = Math.max(zonedMoment(theirDate, clockMinutes(range.start), hoursZone), dayStart);
      const end = Math.min(zonedMoment(theirDate, clockMinutes(range.end), hoursZone), dayEnd);
      if (end > start)
        bands.push({
          start: minutesInDay(start, date, zone),
          end: end >= dayEnd ? 24 * 60 : minutesInDay(end, date, zone),
        });
    }
  }
  return bands.sort((a, b) => a.start - b.start);
};
