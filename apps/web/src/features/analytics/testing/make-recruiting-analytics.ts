import type { RecruitingAnalytics } from '@agentdesk/shared';

const DAY = 86_400_000;

/** Recruiting figures of a 30-day period: 40 applications down to 2 hires, 3 weeks of interviews. */
export const makeRecruitingAnalytics = (overrides: Partial<RecruitingAnalytics> = {}): RecruitingAnalytics => ({
  range: {
    from: Date.UTC(2026, 9, 28),
    to: Date.UTC(2026, 10, 26, 12),
    tz: 'UTC',
    day_from: '2026-10-28',
    day_to: '2026-11-26',
  },
  job_id: null,
  funnel: [
    { stage: 'new', count: 40, conversion: null },
    { stage: 'shortlisted', count: 26, conversion: 0.65 },
    { stage: 'screening', count: 22, conversion: 22 / 26 },
    { stage: 'interview', count: 12, conversion: 12 / 22 },
    { stage: 'offer', count: 3, conversion: 0.25 },
    { stage: 'hired', count: 2, conversion: 2 / 3 },
  ],
  rejected: 11,
  times: {
    to_screening: { median_ms: 5 * DAY, average_ms: 5.7 * DAY, samples: 22 },
    to_interview: { median_ms: 10 * DAY, average_ms: 11.5 * DAY, samples: 12 },
    in_stage: [
      { stage: 'new', median_ms: 2 * DAY, average_ms: 2.2 * DAY, samples: 31 },
      { stage: 'shortlisted', median_ms: 3 * DAY, average_ms: 3.5 * DAY, samples: 22 },
      { stage: 'screening', median_ms: 7 * DAY, average_ms: 7.3 * DAY, samples: 14 },
      { stage: 'interview', median_ms: 16 * DAY, average_ms: 12 * DAY, samples: 3 },
      { stage: 'offer', median_ms: null, average_ms: null, samples: 0 },
    ],
  },
  interviews: {
    weeks: [
      { week_start: '2026-11-09', scheduled: 0, completed: 3, cancelled: 1, no_show: 1 },
      { week_start: '2026-11-16', scheduled: 0, completed: 4, cancelled: 0, no_show: 0 },
      { week_start: '2026-11-23', scheduled: 2, completed: 1, cancelled: 0, no_show: 1 },
    ],
    total: 12,
    this_week: 4,
    no_show: 2,
    no_show_rate: 2 / 10,
  },
  screening: { successful: 22, unsuccessful: 70, no_analysis: 3 },
  sources: [
    { source: 'careers', applied: 15, hired: 1 },
    { source: 'upload', applied: 12, hired: 1 },
    { source: 'import', applied: 8, hired: 0 },
    { source: 'manual', applied: 5, hired: 0 },
  ],
  ...overrides,
});
