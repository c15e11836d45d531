import {
  envelopeSchema,
  recruitingAnalyticsSchema,
  recruitingPaths,
  type CallPeriod,
  type RecruitingAnalytics,
} from '@agentdesk/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { userTimeZone } from '../../../lib/user-time-zone.ts';
import { analyticsQueryKeys } from './analytics-query-keys.ts';

const responseSchema = envelopeSchema(recruitingAnalyticsSchema);

export type RecruitingFilters = { period: CallPeriod; jobId: string };

/** GET /recruiting-analytics: the hiring funnel, times, interviews and screening outcomes of a period (one job's, or all). */
export const getRecruitingAnalytics = async ({
  filters,
  tz,
  signal,
}: {
  filters: RecruitingFilters;
  tz: string | undefined;
  signal?: AbortSignal;
}): Promise<RecruitingAnalytics> => {
  const params = new URLSearchParams({ period: filters.period });
  if (tz !== undefined) params.set('tz', tz);
  if (filters.jobId !== '') params.set('job_id', filters.jobId);
  // The section shows the failure itself, with a retry: no toast on top.
  const { data } = responseSchema.parse(
    await apiRequest(`${recruitingPaths.analytics}?${params}`, { signal, showErrorToast: false }),
  );
  return data;
};

export const recruitingAnalyticsQueryOptions = (filters: RecruitingFilters, tz: string | undefined = userTimeZone()) =>
  queryOptions({
    queryKey: analyticsQueryKeys.recruiting(filters, tz),
    queryFn: ({ signal }) => getRecruitingAnalytics({ filters, tz, signal }),
    placeholderData: keepPreviousData,
  });

export const useRecruitingAnalytics = (filters: RecruitingFilters) =>
  useQuery(recruitingAnalyticsQueryOptions(filters));
