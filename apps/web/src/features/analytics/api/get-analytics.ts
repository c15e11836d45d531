import { analyticsSchema, apiPaths, envelopeSchema } from '@agentdesk/shared';
import type { Analytics } from '@agentdesk/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { userTimeZone } from '../../../lib/user-time-zone.ts';
import { toAnalyticsSearchParams } from '../utils/analytics-filters.ts';
import type { AnalyticsFilters } from '../utils/analytics-filters.ts';
import { analyticsQueryKeys } from './analytics-query-keys.ts';

const analyticsResponseSchema = envelopeSchema(analyticsSchema);

type GetAnalyticsOptions = { filters: AnalyticsFilters; tz?: string; signal?: AbortSignal };

/** GET /webhooks/analytics/: KPIs with deltas, breakdowns and the series for a period, in the user's time zone. */
export const getAnalytics = async ({ filters, tz, signal }: GetAnalyticsOptions): Promise<Analytics> => {
  const params = toAnalyticsSearchParams(filters, tz);
  // The page shows the failure itself, with the server's sentence and a retry: no toast on top.
  const body = await apiRequest(`${apiPaths.analytics}?${params.toString()}`, { signal, showErrorToast: false });
  const { data } = analyticsResponseSchema.parse(body);
  return data;
};

export const analyticsQueryOptions = (filters: AnalyticsFilters, tz: string | undefined = userTimeZone()) =>
  queryOptions({
    queryKey: analyticsQueryKeys.summary(filters, tz),
    queryFn: ({ signal }) => getAnalytics({ filters, tz, signal }),
    // A filter change keeps the last figures on screen (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

export const useAnalytics = (filters: AnalyticsFilters) => useQuery(analyticsQueryOptions(filters));
