import {
  QA_OVERVIEW_DEFAULT_DAYS,
  QA_OVERVIEW_MAX_DAILY_DAYS,
  type QaOverview,
  type QaOverviewQuery,
} from '@agentdesk/shared';
import { utcDayOf } from './qa-stats-delta.ts';

// The overview's span in whole UTC days (the aggregates' unit), the span of equal length before it
// (for the trend), and the buckets the chart shows: days, or weeks from Monday for long spans.

const DAY = 86_400_000;

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const plusDays = (day: string, days: number) => utcDayOf(dayMs(day) + days * DAY);
/** The Monday of the day's week (weeks run Monday to Sunday, as PostgreSQL's date_trunc('week') cuts them). */
export const mondayOf = (day: string) => plusDays(day, -((new Date(dayMs(day)).getUTCDay() + 6) % 7));

export type OverviewRange = QaOverview['range'];

/** The query's span, by default the last 30 days up to today. */
export const overviewRange = (query: Pick<QaOverviewQuery, 'from' | 'to'>, now = Date.now()): OverviewRange => {
  const toMs = query.to ?? Math.max(now, query.from ?? 0);
  const fromMs = query.from ?? toMs - (QA_OVERVIEW_DEFAULT_DAYS - 1) * DAY;
  const from = utcDayOf(fromMs);
  const to = utcDayOf(toMs);
  const days = Math.round((dayMs(to) - dayMs(from)) / DAY) + 1;
  const granularity = days > QA_OVERVIEW_MAX_DAILY_DAYS ? 'week' : 'day';
  // Stepped in milliseconds, each bucket's day written once (a 90-day span's buckets by parsing
  // and writing dates back and forth took a twentieth of the overview's time).
  const buckets: string[] = [];
  const step = (granularity === 'week' ? 7 : 1) * DAY;
  const last = dayMs(to);
  for (let ms = dayMs(granularity === 'week' ? mondayOf(from) : from); ms <= last; ms += step)
    buckets.push(utcDayOf(ms));
  return {
    from,
    to,
    previous_from: plusDays(from, -days),
    previous_to: plusDays(from, -1),
    granularity,
    buckets,
  };
};
