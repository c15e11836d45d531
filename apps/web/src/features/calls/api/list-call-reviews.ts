import { apiPaths, envelopeSchema, qaCallReviewSchema, type QaCallReview } from '@agentdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-request.ts';
import { callsQueryKeys } from './calls-query-keys.ts';

const reviewsResponseSchema = envelopeSchema(z.array(qaCallReviewSchema));

/** GET /call/calls/:id/reviews: the call reviewed against each scorecard that applies to it (issue #29). */
export const useCallReviews = (callId: string) =>
  useQuery({
    queryKey: callsQueryKeys.reviews(callId),
    queryFn: async ({ signal }): Promise<QaCallReview[]> =>
      reviewsResponseSchema.parse(await apiRequest(apiPaths.callReviews(callId), { signal, showErrorToast: false }))
        .data,
  });
