import { candidatePaths, erasureResponseSchema, type Erasure, type ErasureCallChoice } from '@agentdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { candidatesQueryKeys } from './candidates-query-keys.ts';

export type EraseCandidateInput = { candidateId: string; calls: ErasureCallChoice };

/**
 * DELETE /candidate/:candidateId?calls=erase|anonymise: everything of the candidate goes but the
 * anonymous history; their calls are erased or kept anonymised, as chosen.
 */
export const eraseCandidate = async ({ candidateId, calls }: EraseCandidateInput): Promise<Erasure> => {
  const path = `${candidatePaths.candidate(candidateId)}?calls=${calls}`;
  return erasureResponseSchema.parse(await apiRequest(path, { method: 'DELETE', showErrorToast: false })).data;
};

/** The erased candidate's details leave the cache (nothing of it is shown again); the lists are asked again. */
export const useEraseCandidate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseCandidate,
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: candidatesQueryKeys.details });
      void queryClient.invalidateQueries({ queryKey: candidatesQueryKeys.lists });
    },
  });
};
