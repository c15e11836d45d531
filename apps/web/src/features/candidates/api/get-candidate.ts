import {
  candidateFitDetailResponseSchema,
  candidateMessages,
  candidatePaths,
  type CandidateFitDetail,
} from '@agentdesk/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { candidatesQueryKeys } from './candidates-query-keys.ts';

/** While the résumé is read or zara's screening call is on, the detail asks again this often. */
const BUSY_REFRESH_MS = 3_000;

/** GET /candidate-fit-score/:applicationId (404 'Candidate not found'). */
export const getCandidate = async ({
  applicationId,
  signal,
}: {
  applicationId: string;
  signal?: AbortSignal;
}): Promise<CandidateFitDetail> =>
  candidateFitDetailResponseSchema.parse(
    await apiRequest(candidatePaths.fitScore(applicationId), { signal, showErrorToast: false }),
  ).data;

export const isCandidateNotFound = (error: unknown): boolean =>
  errorMessage(error, '') === candidateMessages.applicationNotFound;

const isBusy = (detail: CandidateFitDetail | undefined) =>
  detail?.fit_status === 'pending' || detail?.screening?.status === 'requested';

export const candidateQueryOptions = (applicationId: string) =>
  queryOptions({
    queryKey: candidatesQueryKeys.detail(applicationId),
    queryFn: ({ signal }) => getCandidate({ applicationId, signal }),
    // An answer the server gave (404) will not change on a retry.
    retry: (count, error) => (error as { error_message?: unknown }).error_message === undefined && count < 1,
    refetchInterval: (query) => (isBusy(query.state.data) ? BUSY_REFRESH_MS : false),
  });

export const useCandidate = (applicationId: string) => useQuery(candidateQueryOptions(applicationId));
