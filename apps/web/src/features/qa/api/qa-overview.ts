import { apiPaths, envelopeSchema, qaOverviewSchema, type QaOverview } from '@agentdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';

const overviewResponseSchema = envelopeSchema(qaOverviewSchema);

/** GET /qa/overview over the default span (the last 30 days), of one scorecard or all; the page reports a failure itself. */
export const useQaOverview = (scorecardId: string | undefined) =>
  useQuery({
    queryKey: ['qa', 'overview', scorecardId ?? 'all'] as const,
    queryFn: async ({ signal }): Promise<QaOverview> => {
      const query =
        scorecardId === undefined ? '' : `?${new URLSearchParams({ scorecard_id: scorecardId }).toString()}`;
      return overviewResponseSchema.parse(
        await apiRequest(`${apiPaths.qaOverview}${query}`, { signal, showErrorToast: false }),
      ).data;
    },
  });
