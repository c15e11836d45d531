import type { AnalyticsFilters } from '../utils/analytics-filters.ts';
import type { VersionPair } from './compare-versions.ts';
import type { RecruitingFilters } from './get-recruiting-analytics.ts';

/** Query keys of the analytics feature. */
export const analyticsQueryKeys = {
  all: ['analytics'] as const,
  summary: (filters: AnalyticsFilters, tz: string | undefined) =>
    ['analytics', 'summary', filters, tz ?? null] as const,
  versions: (pair: VersionPair | null) => ['analytics', 'versions', pair] as const,
  recruiting: (filters: RecruitingFilters, tz: string | undefined) =>
    ['analytics', 'recruiting', filters, tz ?? null] as const,
  recruitingJobs: ['analytics', 'recruiting-jobs'] as const,
};
