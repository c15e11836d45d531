import { apiPaths, envelopeSchema, qaScorecardSchema, type QaScorecard } from '@agentdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-request.ts';

const scorecardsResponseSchema = envelopeSchema(z.array(qaScorecardSchema));

/**
 * GET /qa/scorecards for Conversations: the criteria the "Failed criterion" filter offers and the
 * rules the QA tab's "How to fix" reads. The same key as the Quality page's list, so one cache
 * (and its invalidation after a change) serves both.
 */
export const useWorkspaceScorecards = () =>
  useQuery({
    queryKey: ['qa', 'scorecards'] as const,
    queryFn: async ({ signal }): Promise<QaScorecard[]> =>
      scorecardsResponseSchema.parse(await apiRequest(apiPaths.qaScorecards, { signal, showErrorToast: false })).data,
    staleTime: 60_000,
  });
