import { apiPaths, envelopeSchema, qaCriterionAgreementSchema, type QaCriterionAgreement } from '@agentdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-request.ts';
import { qaQueryKeys } from './scorecards.ts';

const agreementResponseSchema = envelopeSchema(z.array(qaCriterionAgreementSchema));

/**
 * Under the scorecards' key, so a saved scorecard reads it again; it ends in 'agreement', the key a
 * correction made on a call's QA tab reads again (the calls feature does not import this one).
 */
export const agreementQueryKey = (scorecardId: string) =>
  [...qaQueryKeys.scorecards, scorecardId, 'agreement'] as const;

/** GET /qa/scorecards/:id/agreement: how often people agreed with each criterion. The row reports a failure. */
export const useScorecardAgreement = (scorecardId: string) =>
  useQuery({
    queryKey: agreementQueryKey(scorecardId),
    queryFn: async ({ signal }): Promise<QaCriterionAgreement[]> =>
      agreementResponseSchema.parse(
        await apiRequest(apiPaths.qaAgreement(scorecardId), { signal, showErrorToast: false }),
      ).data,
  });
