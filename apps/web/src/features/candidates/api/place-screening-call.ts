import { candidateMessages, candidatePaths, screeningCallResponseSchema } from '@agentdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useRefreshCandidates } from './candidate-change.ts';

/** POST /candidate/screening-call { application_id }: 201 when zara is calling; answers the server's sentence. */
export const placeScreeningCall = async (applicationId: string): Promise<string> =>
  screeningCallResponseSchema.parse(
    await apiRequest(candidatePaths.screeningCall, {
      method: 'POST',
      body: { application_id: applicationId },
      showErrorToast: false,
    }),
  ).message;

/** Refusals the page explains where the button is (what to configure, what is missing), not in a toast. */
export const isScreeningSetupProblem = (error: unknown): boolean => {
  const text = errorMessage(error, '');
  return text === candidateMessages.noProvider || text === candidateMessages.noPhone;
};

export const usePlaceScreeningCall = () => {
  const refresh = useRefreshCandidates();
  return useMutation({ mutationFn: placeScreeningCall, onSuccess: refresh });
};
