import { useState } from 'react';
import { toast } from 'sonner';
import { failureText, toastFailure } from '../../../lib/toast-failure.ts';
import { isScreeningSetupProblem, usePlaceScreeningCall } from '../api/place-screening-call.ts';

/**
 * Asking zara to call the candidate. Placed: the server's sentence as a toast. Refused because no
 * voice provider is configured, or the candidate has no number: said where the button is, with
 * what to do (not a toast that goes away); any other failure, one toast.
 */
export const useScreeningCall = (applicationId: string) => {
  const call = usePlaceScreeningCall();
  const [setupProblem, setSetupProblem] = useState<string | null>(null);
  const place = () => {
    setSetupProblem(null);
    call.mutate(applicationId, {
      onSuccess: (message) => toast.success(message),
      onError: (error) => (isScreeningSetupProblem(error) ? setSetupProblem(failureText(error)) : toastFailure(error)),
    });
  };
  return { place, isPending: call.isPending, setupProblem };
};
