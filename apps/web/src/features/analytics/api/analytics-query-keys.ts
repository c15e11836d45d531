import type { AnalyticsFilters } from '../utils/analytics-filters.ts';

/** Query keys of the analytics feature. */
export const analyticsQueryKeys = {
  all: ['analytics'] as const,
  summary: (filters: AnalyticsFilters, tz: string | undefined) => ['analytics', 'summary', filters, tz ?? null] as const,
};
