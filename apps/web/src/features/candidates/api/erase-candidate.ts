import { candidatePaths, erasureResponseSchema } from '@agentdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { candidatesQueryKeys } from './candidates-query-keys.ts';

/** DELETE /candidate/:candidateId: the candidate's files, parsed data and scores are gone (the history stays, anonymous). */
export const eraseCandidate = async (candidateId: string): Promise<void> => {
  erasureResponseSchema.parse(await apiRequest(candidatePaths.candidate(candidateId), { method: 'DELETE', showErrorToast: false }));
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
