import { candidatePaths, stageChangeResponseSchema, type StageChangeBody } from '@agentdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { useRefreshCandidates } from './candidate-change.ts';

/** POST /candidate/stage: moves one or many applications to a stage (a rejection with its reason); answers the server's sentence. */
export const moveCandidates = async (body: StageChangeBody): Promise<string> =>
  stageChangeResponseSchema.parse(
    await apiRequest(candidatePaths.stage, { method: 'POST', body, showErrorToast: false }),
  ).message;

export const useMoveCandidates = () => {
  const refresh = useRefreshCandidates();
  return useMutation({ mutationFn: moveCandidates, onSuccess: refresh });
};
