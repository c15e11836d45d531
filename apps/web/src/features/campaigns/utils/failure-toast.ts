import { toast } from 'sonner';

/** The §8 failure sentence, with the server's reason under it when it gave one. */
export const failureToast = (title: string, error: unknown) => {
  const reason =
    typeof error === 'object' && error !== null ? (error as { error_message?: unknown }).error_message : undefined;
  toast.error(title, typeof reason === 'string' && reason !== '' ? { description: reason } : undefined);
};
