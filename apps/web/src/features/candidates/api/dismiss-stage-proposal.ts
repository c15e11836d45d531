import { candidatePaths, dismissStageProposalResponseSchema } from '@agentdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { useRefreshCandidates } from './candidate-change.ts';

/** POST /candidate/stage-proposal/dismiss: the stage the screening call proposes is not taken; answers the server's sentence. */
export const dismissStageProposal = async (body: { application_id: string; call_id: string }): Promise<string> =>
  dismissStageProposalResponseSchema.parse(
    await apiRequest(candidatePaths.dismissStageProposal, { method: 'POST', body, showErrorToast: false }),
  ).message;

export const useDismissStageProposal = () => {
  const refresh = useRefreshCandidates();
  return useMutation({ mutationFn: dismissStageProposal, onSuccess: refresh });
};
