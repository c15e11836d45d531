import { toast } from 'sonner';
import { errorMessage } from '../../../lib/error-message.ts';

const FALLBACK = 'Something went wrong. Please try again later.';

/** The server's sentence for a failure (jobMessages...), or the SPEC §8 fallback. */
export const jobFailureText = (error: unknown): string => errorMessage(error, FALLBACK);

/** A failed button action (no form to show it in): a toast with that sentence. */
export const toastJobFailure = (error: unknown): void => {
  toast.error(jobFailureText(error));
};
