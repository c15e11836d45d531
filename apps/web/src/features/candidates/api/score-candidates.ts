import { candidateMessages, candidatePaths, scoringBatchResponseSchema, type ScoringBatch } from '@agentdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_BASE, endSession, requireLiveToken } from '../../../lib/authorized-fetch.ts';
import { failureOf, isSuccess, sendWithProgress } from '../../../lib/send-with-progress.ts';
import { candidatesQueryKeys } from './candidates-query-keys.ts';

type Variables = {
  jobId: string;
  files: File[];
  /** How much of the upload has been sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
};

/**
 * POST /candidate/score-candidates: multipart, `job_id` first, then one part 'files' per résumé,
 * with the upload's progress. 202 with the batch, read and scored in the background; rejects like
 * apiRequest with the parsed error body (413 too large, 415 a type it does not take).
 */
export const scoreCandidates = async ({ jobId, files, onProgress }: Variables): Promise<ScoringBatch> => {
  const token = requireLiveToken();
  const form = new FormData();
  form.append('job_id', jobId);
  for (const file of files) form.append('files', file, file.name);

  const answer = await sendWithProgress({
    method: 'POST',
    url: `${API_BASE}${candidatePaths.scoreCandidates}`,
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    body: form,
    onProgress,
  });
  if (isSuccess(answer)) return scoringBatchResponseSchema.parse(answer.body).data;
  if (answer.status === 401) endSession();
  throw failureOf(answer, candidateMessages.fileTooLarge);
};

/** The upload; its batch goes into the cache at once (the progress polls it from there), and the list shows the new rows. */
export const useScoreCandidates = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scoreCandidates,
    onSuccess: (batch) => {
      queryClient.setQueryData(candidatesQueryKeys.batch(batch.batch_id), batch);
      void queryClient.invalidateQueries({ queryKey: candidatesQueryKeys.lists });
    },
  });
};
