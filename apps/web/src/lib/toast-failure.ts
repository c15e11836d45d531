import { toast } from 'sonner';
import { errorMessage } from './error-message.ts';

const FALLBACK = 'Something went wrong. Please try again later.';

/** The server's sentence for a failure, or the SPEC §8 fallback. */
export const failureText = (error: unknown): string => errorMessage(error, FALLBACK);

/** A failed action with no form to show it in: one toast with that sentence (the same failure again updates it rather than stacking another, SPEC §8). */
export const toastFailure = (error: unknown): void => {
  const text = failureText(error);
  toast.error(text, { id: text });
};
