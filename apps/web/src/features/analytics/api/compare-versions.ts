import {
  apiPaths,
  envelopeSchema,
  versionComparisonSchema,
  type CallPeriod,
  type VersionComparison,
} from '@agentdesk/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { userTimeZone } from '../../../lib/user-time-zone.ts';
import { analyticsQueryKeys } from './analytics-query-keys.ts';

const comparisonResponseSchema = envelopeSchema(versionComparisonSchema);

export type VersionPair = { agentId: string; a: number; b: number; period: CallPeriod };

/** GET /webhooks/analytics/versions: two versions of one agent over the period, side by side. */
export const compareVersions = async (
  { agentId, a, b, period }: VersionPair,
  signal?: AbortSignal,
): Promise<VersionComparison> => {
  const params = new URLSearchParams({ agent_id: agentId, a: String(a), b: String(b), period });
  const tz = userTimeZone();
  if (tz !== undefined) params.set('tz', tz);
  // The card shows the failure itself, with a retry.
  const body = await apiRequest(`${apiPaths.analyticsVersions}?${params.toString()}`, {
    signal,
    showErrorToast: false,
  });
  return comparisonResponseSchema.parse(body).data;
};

/** The comparison of a pair, none until two different versions are chosen. */
export const useVersionComparison = (pair: VersionPair | null) =>
  useQuery({
    queryKey: analyticsQueryKeys.versions(pair),
    queryFn: ({ signal }) => compareVersions(pair!, signal),
    enabled: pair !== null && pair.a !== pair.b,
    placeholderData: keepPreviousData,
  });
