import { candidatePaths, scoringBatchResponseSchema, type ScoringBatch } from '@agentdesk/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api-request.ts';
import { candidatesQueryKeys } from './candidates-query-keys.ts';

/** How often an upload's progress is asked while a file is still queued or being read. */
export const BATCH_POLL_MS = 1_000;

/** GET /candidate/score-candidates/:batchId: each file queued, reading, scored or failed. */
export const getScoringBatch = async ({
  batchId,
  signal,
}: {
  batchId: string;
  signal?: AbortSignal;
}): Promise<ScoringBatch> =>
  scoringBatchResponseSchema.parse(
    await apiRequest(candidatePaths.scoringBatch(batchId), { signal, showErrorToast: false }),
  ).data;

/** Whether every file of the batch is scored or failed. */
export const isBatchDone = (batch: ScoringBatch): boolean =>
  batch.files.every((file) => file.status === 'scored' || file.status === 'failed');

/**
 * An upload's progress, asked every second until every file is scored or failed. The ranked list is
 * asked again as each score comes in and once at the end, so the rows take their places as they are read.
 */
export const useScoringBatch = (batchId: string) => {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: candidatesQueryKeys.batch(batchId),
    queryFn: ({ signal }) => getScoringBatch({ batchId, signal }),
    refetchInterval: (current) =>
      current.state.data !== undefined && isBatchDone(current.state.data) ? false : BATCH_POLL_MS,
    // The batch the upload answered with is in the cache: asked again at the first interval.
    staleTime: BATCH_POLL_MS,
  });
  const settled = query.data?.files.filter((file) => file.status === 'scored' || file.status === 'failed').length ?? 0;

  useEffect(() => {
    if (settled > 0) void queryClient.invalidateQueries({ queryKey: candidatesQueryKeys.lists });
  }, [settled, queryClient]);

  return query;
};
