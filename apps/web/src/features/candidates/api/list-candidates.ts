import {
  candidateFitListResponseSchema,
  candidateLimits,
  candidatePaths,
  type CandidateFitList,
} from '@agentdesk/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { toFitQueryParams, type CandidateListFilter } from '../utils/candidate-list-filter.ts';
import { candidatesQueryKeys } from './candidates-query-keys.ts';

/** One page of the ranked list; total counts every candidate matching the filters. */
export type CandidatePage = CandidateFitList & { total: number };

/** While a résumé is still being read, the list asks again this often. */
const PENDING_REFRESH_MS = 3_000;

/** GET /candidate-fit-score/candidate-fit-scores?job_id=&min_score=...&cursor=&limit=: best fit first, unscored last. */
export const listCandidates = async ({
  filter,
  cursor,
  signal,
}: {
  filter: CandidateListFilter;
  cursor: string | undefined;
  signal?: AbortSignal;
}): Promise<CandidatePage> => {
  const params = toFitQueryParams(filter);
  params.set('limit', String(candidateLimits.pageSizeDefault));
  if (cursor !== undefined) params.set('cursor', cursor);
  const { total, data } = candidateFitListResponseSchema.parse(
    await apiRequest(`${candidatePaths.fitScores}?${params.toString()}`, { signal, showErrorToast: false }),
  );
  return { total, ...data };
};

export const candidatesQueryOptions = (filter: CandidateListFilter) =>
  infiniteQueryOptions({
    queryKey: candidatesQueryKeys.list(filter),
    queryFn: ({ pageParam, signal }) => listCandidates({ filter, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
    enabled: filter.jobId !== '',
    // Résumés from the careers site are scored in the background: their scores come in by themselves.
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.candidates.some((row) => row.fit_status === 'pending'))
        ? PENDING_REFRESH_MS
        : false,
  });

/** The job's candidates as pages, the next loaded as the end of the list comes near. */
export const useCandidates = (filter: CandidateListFilter) => useInfiniteQuery(candidatesQueryOptions(filter));
