import { knowledgeBaseMessages } from '@agentdesk/shared';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/error-message.ts';

/** SPEC §8: a knowledge base failure is the error's own sentence, or 'An unexpected error occurred'. */
export const failureText = (error: unknown): string => errorMessage(error, knowledgeBaseMessages.unexpected);

/** A failed button action (no form to show it in): a toast with that sentence. */
export const toastFailure = (error: unknown): void => {
  toast.error(failureText(error));
};
