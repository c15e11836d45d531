import {
  apiPaths,
  envelopeSchema,
  qaScorecardListSchema,
  qaScorecardSchema,
  type QaScorecard,
  type QaScorecardInput,
  type QaScorecardList,
} from '@agentdesk/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';

const scorecardResponseSchema = envelopeSchema(qaScorecardSchema);

/** Query keys of the scorecards; a call's reviews live under the call (the calls feature reads them). */
export const qaQueryKeys = {
  scorecards: ['qa', 'scorecards'] as const,
};

/** The one query of GET /qa/scorecards: every feature that reads the list shares its key and its answer's shape. */
export const scorecardsQuery = {
  queryKey: qaQueryKeys.scorecards,
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<QaScorecardList> =>
    qaScorecardListSchema.parse(await apiRequest(apiPaths.qaScorecards, { signal, showErrorToast: false })),
};

/** GET /qa/scorecards: the workspace's scorecards. The page reports a failure itself, so no toast. */
export const useScorecards = () => useQuery({ ...scorecardsQuery, select: (list): QaScorecard[] => list.data });

/**
 * Whether question criteria can be judged here (a language model is set up), from the same answer;
 * undefined until it is known (the server refuses a question it cannot judge, and says why).
 */
export const useQuestionsAvailable = (): boolean | undefined =>
  useQuery({ ...scorecardsQuery, select: (list) => list.questions_available }).data;

/**
 * After any change the list is read again, and every call's reviews too: a scorecard's new version
 * reviews the calls again, so a QA tab opened later must not show the old results from the cache.
 */
const useScorecardsChange = <Input, Output>(change: (input: Input) => Promise<Output>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: qaQueryKeys.scorecards });
      await client.invalidateQueries({ predicate: (query) => query.queryKey.at(-1) === 'reviews' });
    },
  });
};

/** POST /qa/scorecards (members and above). */
export const useCreateScorecard = () =>
  useScorecardsChange(
    async (body: QaScorecardInput) =>
      scorecardResponseSchema.parse(
        await apiRequest(apiPaths.qaScorecards, { method: 'POST', body, showErrorToast: false }),
      ).data,
  );

/** PUT /qa/scorecards/:id: the whole scorecard again (criteria keep their ids). */
export const useUpdateScorecard = () =>
  useScorecardsChange(
    async ({ id, body }: { id: string; body: QaScorecardInput }) =>
      scorecardResponseSchema.parse(
        await apiRequest(apiPaths.qaScorecard(id), { method: 'PUT', body, showErrorToast: false }),
      ).data,
  );

/** DELETE /qa/scorecards/:id. What it answers is not needed: the list is read again. */
export const useDeleteScorecard = () =>
  useScorecardsChange(async (id: string) => {
    await apiRequest(apiPaths.qaScorecard(id), { method: 'DELETE', showErrorToast: false });
  });
